"""Prices for quad bike treks round the farm.

Riders must be 10 or over.  10 to 15 year olds ride the junior quads at
the junior price; 16 and over pay the adult price.
"""

JUNIOR_MIN_AGE = 10
JUNIOR_MAX_AGE = 15
TREKS = {            # trek -> (adult, junior)
    "taster": (30.00, 20.00),        # 30 minutes in the paddock
    "hour": (45.00, 30.00),          # hour-long trek through the woods
    "mud run": (65.00, None),        # adults only
}
GROUP_SIZE = 8
GROUP_DISCOUNT = 0.10


def rider_price(trek, age):
    """Price for one rider on a trek."""
    if age < JUNIOR_MIN_AGE:
        raise ValueError("Riders must be at least 10.")
    adult, junior = TREKS[trek]
    if age <= JUNIOR_MIN_AGE:
        if junior is None:
            raise ValueError(f"The {trek} is for over-16s only.")
        return junior
    return adult
