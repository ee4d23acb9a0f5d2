"""Prices for Cadenza Organ Hire (chamber and continuo organs for concerts and weddings)."""

DAY_RATES = {"box": 120.00, "continuo": 150.00, "chamber": 180.00}
DELIVERY_PER_MILE = 1.50      # on the distance from our workshop, one way
FREE_DELIVERY_MILES = 5
EXTRA_DAY_DISCOUNT = 0.50     # second and later days are half price


def delivery_charge(miles):
    if miles < 0:
        raise ValueError("miles cannot be negative")
    return round(max(miles - FREE_DELIVERY_MILES, 0) * DELIVERY_PER_MILE, 2)


def hire_total(organ, days, miles=0):
    """Price of hiring one organ, delivery included."""
    if organ not in DAY_RATES:
        raise ValueError("unknown organ: %r" % organ)
    if days < 1:
        raise ValueError("hire is for at least one day")
    rate = DAY_RATES[organ]
    instrument = rate + rate * (1 - EXTRA_DAY_DISCOUNT) * (days - 1)
    return round(instrument + delivery_charge(miles), 2)
