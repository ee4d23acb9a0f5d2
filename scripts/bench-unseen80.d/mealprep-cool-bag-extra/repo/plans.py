"""Weekly meal plan prices for Fresh Fork Meal Prep."""

MEAL_PRICES = {
    "standard": 6.50,
    "high protein": 7.75,
    "vegan": 6.95,
    "low carb": 7.25,
}

DELIVERY_FEE = 3.99
FREE_DELIVERY_MEALS = 14     # this many meals a week or more: free delivery
MIN_MEALS = 5


def meals_cost(plan, meals):
    if plan not in MEAL_PRICES:
        raise ValueError("unknown plan: %s" % plan)
    if meals < MIN_MEALS:
        raise ValueError("minimum order is %d meals" % MIN_MEALS)
    return round(MEAL_PRICES[plan] * meals, 2)


def delivery_cost(meals):
    return 0.0 if meals >= FREE_DELIVERY_MEALS else DELIVERY_FEE


def weekly_total(plan, meals):
    """What the customer pays for one week's box."""
    return round(meals_cost(plan, meals) + delivery_cost(meals), 2)
