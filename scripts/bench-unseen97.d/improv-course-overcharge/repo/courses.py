"""Prices for the improv theatre's eight-week courses."""

COURSE_PRICES = {"beginners": 120.00, "intermediate": 140.00, "performance": 165.00}
DROP_IN = 18.00              # single session for non-course students
EARLY_BIRD_DAYS = 14         # booked at least this many days before the start
EARLY_BIRD_DISCOUNT = 20.00  # pounds off the course price
CONCESSION_RATE = 0.20       # students and over-65s
SHOW_TICKET = 8.00           # tickets for the end-of-course show


def course_price(level, concession=False, days_before_start=0, show_tickets=0):
    """What a student pays for a course, plus any show tickets."""
    if level not in COURSE_PRICES:
        raise ValueError(f"unknown course: {level}")
    if show_tickets < 0:
        raise ValueError("show tickets cannot be negative")
    price = COURSE_PRICES[level]
    if days_before_start >= EARLY_BIRD_DAYS:
        price -= EARLY_BIRD_DISCOUNT
    if concession:
        price = price * (1 - CONCESSION_RATE)
    price += show_tickets * DROP_IN
    return round(price, 2)


def drop_in_price(sessions, concession=False):
    if sessions < 1:
        raise ValueError("at least one session")
    price = DROP_IN * sessions
    if concession:
        price = price * (1 - CONCESSION_RATE)
    return round(price, 2)
