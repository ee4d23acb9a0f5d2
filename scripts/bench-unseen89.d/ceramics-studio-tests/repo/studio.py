"""Booking prices for Claybank Ceramics studio."""

SESSION_PRICES = {"wheel": 32.00, "handbuilding": 26.00}   # per person
GROUP_SIZE = 6               # groups of 6 or more people...
GROUP_DISCOUNT = 0.15        # ...get 15% off the session price
FIRING_PER_PIECE = 4.00
FREE_PIECES_PER_PERSON = 2   # each person gets two pieces fired for free
CLAY_PER_KG = 3.50


def session_cost(kind, people):
    if kind not in SESSION_PRICES:
        raise ValueError("unknown session: %s" % kind)
    if people < 1:
        raise ValueError("need at least one person")
    cost = SESSION_PRICES[kind] * people
    if people > GROUP_SIZE:
        cost -= cost * GROUP_DISCOUNT
    return round(cost, 2)


def firing_cost(pieces, people):
    """Glaze firing for the finished pieces of the whole group."""
    chargeable = pieces - FREE_PIECES_PER_PERSON
    if chargeable < 0:
        chargeable = 0
    return round(chargeable * FIRING_PER_PIECE, 2)


def clay_cost(extra_kg):
    return round(extra_kg * CLAY_PER_KG, 2)


def booking_total(kind, people, pieces=0, extra_kg=0):
    total = session_cost(kind, people)
    total += firing_cost(pieces, people)
    total += clay_cost(extra_kg)
    return round(total, 2)
