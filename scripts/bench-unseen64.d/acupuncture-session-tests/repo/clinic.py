"""Session prices, courses and cancellation fees for the acupuncture clinic."""

FIRST_CONSULTATION = 65.00
FOLLOW_UP = 50.00
CONCESSION_OFF = 10.00
COURSE_SESSIONS = 6
COURSE_DISCOUNT = 0.10
LATE_NOTICE_HOURS = 24
SHORT_NOTICE_HOURS = 4


def session_price(first_visit=False, concession=False):
    price = FIRST_CONSULTATION if first_visit else FOLLOW_UP
    if concession:
        price -= CONCESSION_OFF
    return round(price, 2)


def course_price(concession=False):
    full = FOLLOW_UP * COURSE_SESSIONS
    if concession:
        full -= CONCESSION_OFF
    return round(full * (1 - COURSE_DISCOUNT), 2)


def cancellation_fee(hours_notice, first_visit=False, concession=False):
    price = session_price(first_visit, concession)
    if hours_notice <= SHORT_NOTICE_HOURS:
        return price
    if hours_notice < LATE_NOTICE_HOURS:
        return round(price / 2, 2)
    return 0.0
