"""Weekly bookings for the dog walking round."""

from pricing import EXTRA_DOG_DISCOUNT, walk_price

WALK_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri")


def household_price(weights, minutes=30):
    """One walk for every dog in a household; the first dog pays full price."""
    total = 0.0
    for i, weight in enumerate(weights):
        price = walk_price(weight, minutes)
        if i > 0:
            price *= 1 - EXTRA_DOG_DISCOUNT
        total += price
    return round(total, 2)


def weekly_invoice(bookings):
    """bookings is a list of (day, [dog weights], minutes)."""
    lines = []
    total = 0.0
    for day, weights, minutes in bookings:
        if day not in WALK_DAYS:
            raise ValueError(f"no walks on {day}")
        price = household_price(weights, minutes)
        dogs = "dog" if len(weights) == 1 else "dogs"
        lines.append(f"{day}: {len(weights)} {dogs}, {minutes} min, £{price:.2f}")
        total += price
    lines.append(f"Total: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(weekly_invoice([
        ("Mon", [6.5], 30),
        ("Wed", [28, 8], 45),
        ("Fri", [31], 90),
    ]))
