"""Repair prices for Oakspoke Wheelwrights."""

SPOKE_PRICE = 18.00          # per replacement spoke
FELLOE_PRICE = 45.00         # per replacement felloe (rim section)
RETYRE_PER_INCH = 1.20       # new iron tyre, per inch of wheel diameter
HUB_REBUSH = 35.00           # flat charge to re-bush the hub
PAINT_PER_WHEEL = 22.00      # optional paint and varnish
HERITAGE_AGE = 100           # wheels over this many years old ...
HERITAGE_SURCHARGE = 0.10    # ... cost 10% more in labour (extra care needed)
VAT_RATE = 0.20


def labour_cost(spokes=0, felloes=0, diameter=0, retyre=False, rebush=False, age=0):
    """Labour for repairing one wheel, before paint and VAT."""
    if spokes < 0 or felloes < 0:
        raise ValueError("parts cannot be negative")
    if retyre and diameter <= 0:
        raise ValueError("the wheel diameter is needed for a new tyre")
    cost = SPOKE_PRICE * spokes + FELLOE_PRICE * felloes
    if retyre:
        cost += RETYRE_PER_INCH * diameter
    if rebush:
        cost += HUB_REBUSH
    if age < HERITAGE_AGE:
        cost = cost * (1 + HERITAGE_SURCHARGE)
    return round(cost, 2)
