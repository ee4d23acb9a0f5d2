"""Festival and camping hammock hire for Swing Easy Hammocks."""

NIGHTLY = {"single": 8.00, "double": 12.00, "stand": 18.00}   # per hammock per night
WEEK_NIGHTS = 7            # hires of 7 nights or more...
WEEK_DISCOUNT = 0.20       # ...get 20% off the nightly hire
DELIVERY_FEE = 15.00       # per order, to the festival or campsite
DEPOSIT_PER_HAMMOCK = 25.00


def hire_price(model, nights, quantity=1, delivery=False):
    """Price for hiring hammocks (the refundable deposit is not included)."""
    if model not in NIGHTLY:
        raise ValueError("unknown hammock: %s" % model)
    if nights < 1 or quantity < 1:
        raise ValueError("need at least one night and one hammock")
    price = NIGHTLY[model] * nights * quantity
    if nights >= WEEK_NIGHTS:
        price = price * (1 - WEEK_DISCOUNT)
    if delivery:
        price += DELIVERY_FEE
    return round(price, 2)


def deposit(quantity):
    return DEPOSIT_PER_HAMMOCK * quantity


def amount_due_now(model, nights, quantity=1, delivery=False):
    return round(hire_price(model, nights, quantity, delivery) + deposit(quantity), 2)
