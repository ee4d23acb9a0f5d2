"""What is stocked in every room's minibar, with guest prices."""

ITEMS = {
    "still water": 3.00,
    "sparkling water": 3.20,
    "cola": 3.80,
    "orange juice": 4.10,
    "lager": 6.50,
    "red wine (mini)": 9.00,
    "salted nuts": 5.25,
    "chocolate bar": 3.60,
}

SERVICE_CHARGE_PERCENT = 10
PAR_LEVEL = 2  # how many of each item a room should hold


def price_of(item):
    try:
        return ITEMS[item]
    except KeyError:
        raise ValueError(f"not a minibar item: {item}") from None
