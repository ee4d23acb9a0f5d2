"""Fares for the chauffeured punt tours along the Backs.

Each punt takes up to twelve passengers plus the chauffeur.
"""

ADULT_FARE = 22.00
CHILD_FARE = 11.00          # children under CHILD_AGE_LIMIT
CHILD_AGE_LIMIT = 12
GROUP_MIN = 8               # parties of this size get the group discount
GROUP_DISCOUNT = 0.10       # 10% off the whole party
PUNT_CAPACITY = 12


def fare_for(age):
    """Fare for one passenger of the given age."""
    if age < CHILD_AGE_LIMIT:
        return CHILD_FARE
    return ADULT_FARE


def is_group(party_size):
    """True if the party qualifies for the group discount."""
    return party_size > GROUP_MIN


def tour_price(ages):
    """Total price for a party, given a list of passenger ages."""
    if len(ages) > PUNT_CAPACITY:
        raise ValueError("Too many for one punt - please book two.")
    total = sum(fare_for(age) for age in ages)
    if is_group(len(ages)):
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)
