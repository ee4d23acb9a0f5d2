"""Works out what to charge for an order at the crêpe stall."""

from menu import CREPES, DRINKS, TOPPINGS

# Money off for each crêpe that comes with a drink (the "market deal" on the board)
MEAL_DEAL_SAVING = 1.00


def crepe_price(name, toppings=()):
    """Price of a single crêpe including any extra toppings."""
    price = CREPES[name]
    for topping in toppings:
        price += TOPPINGS[topping]
    return round(price, 2)


def order_total(crepes, drinks=()):
    """Total for a whole order.

    crepes is a list of (name, toppings) pairs and drinks is a list of drink
    names.  A crêpe and a drink bought together make one market deal.
    """
    total = 0.0
    for name, toppings in crepes:
        total += crepe_price(name, toppings)
    for drink in drinks:
        total += DRINKS[drink]
    deals = max(len(crepes), len(drinks))
    total -= deals * MEAL_DEAL_SAVING
    return round(total, 2)


if __name__ == "__main__":
    order = [("nutella", ["banana"]), ("ham_cheese", [])]
    print("Order total: £%.2f" % order_total(order, ["latte"]))
