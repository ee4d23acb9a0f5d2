"""Prices for the enamelling studio's workshops."""

SESSION_PRICES = {"taster": 35.00, "half-day": 60.00, "full-day": 95.00}
INCLUDED_PIECES = 2       # pieces fired in the kiln as part of the price
KILN_FIRING = 3.50        # for each extra piece beyond the included ones
GROUP_SIZE = 4            # groups of this size or bigger get the group discount
GROUP_DISCOUNT = 0.10
GIFT_BOX = 5.00           # one gift box per booking


def person_price(session, pieces=INCLUDED_PIECES):
    """Price for one person, including kiln firing of their pieces."""
    if session not in SESSION_PRICES:
        raise ValueError(f"unknown session: {session}")
    if pieces < 0:
        raise ValueError("pieces cannot be negative")
    extra = max(0, pieces - INCLUDED_PIECES)
    return SESSION_PRICES[session] + extra + KILN_FIRING


def booking_total(session, people, pieces=INCLUDED_PIECES, gift_box=False):
    """Total for a booking where everyone makes the same number of pieces."""
    if people < 1:
        raise ValueError("a booking needs at least one person")
    total = person_price(session, pieces) * people
    if people > GROUP_SIZE:
        total = total * (1 - GROUP_DISCOUNT)
    if gift_box:
        total += GIFT_BOX
    return round(total, 2)


def deposit(total):
    """A quarter of the total, at least £10, is due when booking."""
    return round(max(10.00, total * 0.25), 2)
