"""Working out the bill at the fondue restaurant."""

POT_PRICES = {            # per adult
    "cheese": 24.50,
    "chocolate": 12.00,
    "meat": 29.00,
}
CHILD_FACTOR = 0.5        # children under 12 pay half
CORKAGE = 8.00            # per bottle brought in
LARGE_TABLE = 6
SERVICE_RATE = 0.10       # on the food only, tables of 6 or more


def food_total(pot, adults, children=0):
    if pot not in POT_PRICES:
        raise ValueError("unknown fondue: %s" % pot)
    if adults < 1 or children < 0:
        raise ValueError("a table needs at least one adult")
    price = POT_PRICES[pot]
    return round(price * adults + price * CHILD_FACTOR * children, 2)


def table_bill(pot, adults, children=0, bottles=0):
    food = food_total(pot, adults, children)
    corkage = 0.0
    if bottles > 0:
        corkage = CORKAGE + bottles
    service = 0.0
    if adults + children >= LARGE_TABLE:
        service = food * SERVICE_RATE
    return round(food + corkage + service, 2)


def per_person(pot, adults, children=0, bottles=0):
    people = adults + children
    return round(table_bill(pot, adults, children, bottles) / people, 2)
