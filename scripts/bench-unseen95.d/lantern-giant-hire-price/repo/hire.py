"""Quotes for hiring out our festival lanterns to events."""

NIGHTLY_RATES = {
    "standard": 4.50,   # paper lantern on a pole
    "large": 7.00,      # willow frame lantern
    "giant": 12.00,     # walk-inside giant lantern
}
BATTERY_PACK = 1.50           # per lantern per night, if they want our batteries
DELIVERY_FEE = 25.00
FREE_DELIVERY_MIN_LANTERNS = 12   # this many lanterns or more and delivery is free
DAMAGE_DEPOSIT = 12.00        # per giant lantern, refunded on return


def hire_cost(kind, quantity, nights, batteries=False):
    if kind not in NIGHTLY_RATES:
        raise ValueError(f"unknown lantern type: {kind}")
    if quantity < 1 or nights < 1:
        raise ValueError("need at least one lantern for one night")
    per_night = NIGHTLY_RATES[kind]
    if batteries:
        per_night += BATTERY_PACK
    return per_night * quantity * nights


def delivery(total_lanterns, collect=False):
    if collect or total_lanterns >= FREE_DELIVERY_MIN_LANTERNS:
        return 0.0
    return DELIVERY_FEE


def quote(order, nights, batteries=False, collect=False):
    """order maps lantern type -> quantity. Returns (hire total, deposit)."""
    hire = sum(hire_cost(k, q, nights, batteries) for k, q in order.items())
    count = sum(order.values())
    hire += delivery(count, collect)
    deposit = DAMAGE_DEPOSIT * order.get("giant", 0)
    return round(hire, 2), round(deposit, 2)
