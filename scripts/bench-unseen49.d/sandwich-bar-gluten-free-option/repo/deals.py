"""Meal deals and the office lunch order sheet."""

from menu import sandwich_price

SNACKS = {"crisps": 0.90, "flapjack": 1.60, "fruit": 0.70}
DRINKS = {"water": 1.00, "can": 1.20, "smoothie": 2.60}
MEAL_DEAL_SAVING = 0.75      # off the total when you get all three
OFFICE_ORDER_DISCOUNT = 0.10  # 10 or more sandwiches delivered to an office
OFFICE_ORDER_MIN = 10


def meal_deal(filling, snack, drink, large=False, toasted=False):
    """Sandwich + snack + drink, with the meal deal saving taken off."""
    total = sandwich_price(filling, large, toasted) + SNACKS[snack] + DRINKS[drink]
    return round(total - MEAL_DEAL_SAVING, 2)


def office_order(lines):
    """lines is a list of (filling, large, toasted) for each sandwich."""
    total = sum(sandwich_price(filling, large, toasted) for filling, large, toasted in lines)
    if len(lines) >= OFFICE_ORDER_MIN:
        total *= 1 - OFFICE_ORDER_DISCOUNT
    return round(total, 2)


if __name__ == "__main__":
    print(meal_deal("blt", "crisps", "can", toasted=True))
    print(office_order([("tuna_mayo", False, False)] * 4 + [("blt", True, True)] * 6))
