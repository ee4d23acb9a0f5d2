"""Food and drink packages, and the full booking price."""

from courts import court_hire

PACKAGES = {                 # per person
    "none": 0.00,
    "pizza": 11.00,
    "pizza and prosecco": 17.50,
    "sharing boards": 14.00,
}
BOOKING_FEE = 5.00           # per booking, non-refundable
DEPOSIT_SHARE = 0.25


def booking_total(day, start_hour, hours, people, package="none"):
    """Everything the group pays for the night."""
    food = PACKAGES[package] * people
    return round(court_hire(day, start_hour, hours, people) + food + BOOKING_FEE, 2)


def deposit(day, start_hour, hours, people, package="none"):
    """What we take up front to hold the booking."""
    return round(booking_total(day, start_hour, hours, people, package) * DEPOSIT_SHARE, 2)


if __name__ == "__main__":
    print(booking_total("Thu", 19, 2, 6, "pizza"))
