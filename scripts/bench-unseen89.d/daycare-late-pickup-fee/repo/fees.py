"""Fees for Daisy Chain Daycare."""

SESSION_FEES = {"full": 62.00, "morning": 38.00, "afternoon": 34.00}
SIBLING_DISCOUNT = 0.10       # 10% off session fees for a second child
MEAL_CHARGE = 3.25            # per meal
CLOSING_TIME = "18:00"
LATE_FEE = 5.00               # for every 15 minutes (or part) after closing
LATE_BLOCK_MINUTES = 15
MAX_LATE_BLOCKS = 8           # after two hours we call the emergency contact


def _minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def late_fee(pickup_time):
    """Late pick-up charge for a child collected at pickup_time ('HH:MM')."""
    late = _minutes(pickup_time) - _minutes(CLOSING_TIME)
    if late <= 0:
        return 0.0
    blocks = -(-late // LATE_BLOCK_MINUTES)
    blocks = min(blocks, MAX_LATE_BLOCKS)
    return round(blocks * LATE_FEE, 2)


def day_fee(session, meals=0, sibling=False):
    if session not in SESSION_FEES:
        raise ValueError("unknown session: %s" % session)
    fee = SESSION_FEES[session]
    if sibling:
        fee -= fee * SIBLING_DISCOUNT
    fee += meals * MEAL_CHARGE
    return round(fee, 2)


def week_invoice(days, sibling=False):
    """days: list of (session, meals, pickup_time) for one child."""
    total = 0.0
    for session, meals, pickup in days:
        total += day_fee(session, meals, sibling)
        total += late_fee(pickup)
    return round(total, 2)
