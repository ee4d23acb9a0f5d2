"""Prices for cryotherapy sessions and courses."""

SESSION_PRICE = {"whole_body": 45.0, "local": 25.0}
# Buying a course in one go: at least N sessions -> this discount
COURSE_DISCOUNTS = {5: 0.10, 10: 0.20}
STUDENT_DISCOUNT = 0.15        # applied after any course discount
CONSULTATION_FEE = 20.0        # first visit only, never discounted
OFF_PEAK_SAVING = 3.0          # per session, weekday mornings


def course_discount(sessions):
    rate = 0.0
    for minimum, discount in sorted(COURSE_DISCOUNTS.items()):
        if sessions >= minimum:
            rate = discount
    return rate


def course_price(kind, sessions, student=False, first_visit=False, off_peak=False):
    """Total price for a course of sessions booked together."""
    if kind not in SESSION_PRICE:
        raise ValueError("unknown session type: " + str(kind))
    if sessions < 1:
        raise ValueError("at least one session")
    per_session = SESSION_PRICE[kind]
    if off_peak:
        per_session -= OFF_PEAK_SAVING
    total = per_session * sessions * (1 - course_discount(sessions))
    if student:
        total *= 1 - STUDENT_DISCOUNT
    if first_visit:
        total += CONSULTATION_FEE
    return round(total, 2)
