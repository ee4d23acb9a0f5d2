"""Workshop prices for The Loom Room weaving studio."""

WORKSHOPS = {
    "tapestry": {"price": 65.00, "hours": 5},
    "rag rug": {"price": 48.00, "hours": 3},
    "inkle band": {"price": 35.00, "hours": 2},
    "frame loom": {"price": 40.00, "hours": 3},
}
MATERIALS_FEE = 8.50        # per place, waived if you bring your own yarn
MAX_PLACES = 8


def calc_fee(workshop, places, own_yarn=False):
    """Fee for booking places on one workshop."""
    if workshop not in WORKSHOPS:
        raise ValueError("no such workshop: %r" % workshop)
    if places < 1 or places > MAX_PLACES:
        raise ValueError("you can book 1 to %d places" % MAX_PLACES)
    per_place = WORKSHOPS[workshop]["price"]
    if not own_yarn:
        per_place += MATERIALS_FEE
    return round(per_place * places, 2)


def workshop_hours(workshop):
    if workshop not in WORKSHOPS:
        raise ValueError("no such workshop: %r" % workshop)
    return WORKSHOPS[workshop]["hours"]
