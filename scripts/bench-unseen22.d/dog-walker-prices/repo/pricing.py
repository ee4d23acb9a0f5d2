"""Prices for the dog walking round."""

# Dogs up to and including this weight count as small dogs.
SMALL_DOG_MAX_KG = 10
PRICE_SMALL = 12.00
PRICE_LARGE = 18.00
EXTRA_DOG_DISCOUNT = 0.25    # second and later dogs from the same household
LONG_WALK_MINUTES = 60
LONG_WALK_SURCHARGE = 5.00   # walks longer than LONG_WALK_MINUTES


def size_label(weight_kg):
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    return "small" if weight_kg <= SMALL_DOG_MAX_KG else "large"


def walk_price(weight_kg, minutes=30):
    """Price of one walk for one dog."""
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if weight_kg >= SMALL_DOG_MAX_KG:
        price = PRICE_SMALL
    else:
        price = PRICE_LARGE
    if minutes > LONG_WALK_MINUTES:
        price += LONG_WALK_SURCHARGE
    return price
