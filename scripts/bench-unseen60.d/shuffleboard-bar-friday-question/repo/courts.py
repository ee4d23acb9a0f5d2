"""Court hire at the shuffleboard bar."""

OFF_PEAK_HOUR = 20.00        # per court per hour
PEAK_HOUR = 32.00
PEAK_DAYS = ("Fri", "Sat")
PEAK_FROM = 17               # peak starts at 5pm on peak days
PLAYERS_PER_COURT = 6
BIG_GROUP = 10               # groups this size and over get money off the courts
BIG_GROUP_DISCOUNT = 0.15


def court_rate(day, start_hour):
    """Hourly rate for one court."""
    if day in PEAK_DAYS and start_hour >= PEAK_FROM:
        return PEAK_HOUR
    return OFF_PEAK_HOUR


def courts_needed(people):
    """How many courts a group has to book."""
    return -(-people // PLAYERS_PER_COURT)


def court_hire(day, start_hour, hours, people):
    """Court hire for a group, after any big-group discount."""
    price = court_rate(day, start_hour) * hours * courts_needed(people)
    if people >= BIG_GROUP:
        price *= 1 - BIG_GROUP_DISCOUNT
    return round(price, 2)
