"""Llama trekking: price calculation for trek bookings."""

ADULT_PRICE = 45.00
CHILD_PRICE = 25.00
PICNIC_PER_PERSON = 8.50
WEEKEND_SURCHARGE = 0.10   # 10% extra on Saturdays and Sundays
GROUP_DISCOUNT = 0.15      # 15% off for groups of GROUP_SIZE or more people
GROUP_SIZE = 6
MAX_PEOPLE = 12


def people_count(adults, children):
    """Total number of walkers on a booking."""
    return adults + children


def trek_price(adults, children=0, picnic=False, weekend=False):
    """Return the total price for a trek booking, rounded to pence."""
    if adults < 1:
        raise ValueError("at least one adult must be on every booking")
    people = people_count(adults, children)
    if people > MAX_PEOPLE:
        raise ValueError("too many people for one trek")
    total = adults * ADULT_PRICE + children * ADULT_PRICE
    if picnic:
        total += PICNIC_PER_PERSON * people
    if weekend:
        total = total * (1 + WEEKEND_SURCHARGE)
    if people >= GROUP_SIZE:
        total = total * (1 - GROUP_DISCOUNT)
    return round(total, 2)
