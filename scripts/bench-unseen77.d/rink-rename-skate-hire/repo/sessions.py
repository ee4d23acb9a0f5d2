"""Working out what skaters pay for a session."""

from rink import PENGUIN_AID, admission_price, skate_hire_price

GROUP_SIZE = 10
GROUP_DISCOUNT = 0.10


def skater_cost(category, own_skates=False, disco=False, penguin=False):
    cost = admission_price(category, disco) + skate_hire_price(category, own_skates)
    if penguin:
        cost += PENGUIN_AID
    return round(cost, 2)


def group_cost(skaters, disco=False):
    """skaters is a list of (category, own_skates) pairs."""
    total = sum(skater_cost(cat, own, disco) for cat, own in skaters)
    if len(skaters) >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)


def hire_only_total(categories):
    """Skate hire for people who only rent skates, e.g. for a lesson."""
    return round(sum(skate_hire_price(cat) for cat in categories), 2)
