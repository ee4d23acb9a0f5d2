"""Certificates and bookings for our First Aid at Work courses.

A certificate lasts three years to the day.  We send a reminder 90 days
before it runs out so people can book onto a requalification course in time.
"""

from datetime import date, timedelta

VALID_YEARS = 3
REMINDER_DAYS = 90
PRICE_PER_DELEGATE = 95.00
GROUP_RATE = 85.00           # per delegate when a firm books GROUP_MIN or more
GROUP_MIN = 6
MAX_DELEGATES = 12


def add_years(d, years):
    """Same day and month `years` later; 29 February becomes 28 February."""
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def expiry_date(issued):
    """Date the certificate runs out."""
    return issued + timedelta(days=365 * VALID_YEARS)


def reminder_date(issued):
    """When to send the 'time to requalify' reminder."""
    return expiry_date(issued) - timedelta(days=REMINDER_DAYS)


def course_cost(delegates):
    """Price for a firm booking this many delegates onto one course."""
    if delegates > MAX_DELEGATES:
        raise ValueError(f"A course takes at most {MAX_DELEGATES} people.")
    rate = GROUP_RATE if delegates > GROUP_MIN else PRICE_PER_DELEGATE
    return round(delegates * rate, 2)


if __name__ == "__main__":
    print(expiry_date(date(2024, 5, 20)), course_cost(8))
