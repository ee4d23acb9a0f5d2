"""Order handling for the Ali's Grill kebab van till."""

MENU = {
    "doner": 7.50,
    "chicken shish": 8.50,
    "falafel wrap": 6.50,
    "chips": 3.00,
    "can": 1.20,
}
next_number = 1


def order_total(items):
    """Total in pounds for a list of menu item names."""
    return round(sum(MENU[item] for item in items), 2)


def take_order(items):
    """Give the order a number and return (number, total)."""
    global next_number
    number = next_number
    next_number += 1
    return number, order_total(items)


def ready_message(number):
    """What gets printed on the screen and the ticket when food is up."""
    return f"Order {number} is ready - please collect from the hatch"


def closing_message():
    return "Grill's off - thanks for coming, see you tomorrow!"


if __name__ == "__main__":
    num, total = take_order(["doner", "chips", "can"])
    print(f"Order {num}: £{total:.2f}")
    print(ready_message(num))
