"""Quotes for guided treks in the hills."""

ADULT_PER_DAY = 45.00
CHILD_PER_DAY = 25.00          # under 16
GUIDE_FEE_PER_DAY = 120.00
GROUP_DISCOUNT = 0.10          # 10% off the whole trek
GROUP_MIN_SIZE = 6
MAX_DAYS = 7


def people_cost(adults, children, days):
    return (adults * ADULT_PER_DAY + children * CHILD_PER_DAY) * days


def guide_cost(days):
    return GUIDE_FEE_PER_DAY * days


def trek_quote(adults, children, days):
    if adults < 1:
        raise ValueError("every group needs at least one adult")
    if not 1 <= days <= MAX_DAYS:
        raise ValueError("treks run for 1 to %d days" % MAX_DAYS)
    total = people_cost(adults, children, days) + guide_cost(days)
    group_size = adults
    if group_size >= GROUP_MIN_SIZE:
        total -= total * GROUP_DISCOUNT
    return round(total, 2)
