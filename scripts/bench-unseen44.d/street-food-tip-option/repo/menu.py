"""Menu and prices for the ramen street food stall."""

PRICES = {"bao": 6.5, "gyoza": 5.0, "ramen": 11.0, "bubble tea": 4.5}
MEAL_DEAL_SAVING = 2.0  # off each ramen + gyoza pair


def subtotal(items):
    return sum(PRICES[item] for item in items)


def meal_deals(items):
    return min(items.count("ramen"), items.count("gyoza"))


def order_total(items):
    total = subtotal(items) - meal_deals(items) * MEAL_DEAL_SAVING
    return round(total, 2)


def prep_minutes(items):
    return 4 + 3 * items.count("ramen") + 2 * items.count("gyoza")
