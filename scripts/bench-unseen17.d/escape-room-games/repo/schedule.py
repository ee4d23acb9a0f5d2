"""Daily game slots for the escape rooms."""

GAME_MINUTES = 60
RESET_MINUTES = 15
HINT_EVERY_MINUTES = 20
OPENING = "10:00"
LAST_FINISH = "22:00"


def to_minutes(clock):
    hours, minutes = clock.split(":")
    return int(hours) * 60 + int(minutes)


def to_clock(minutes):
    hours, minutes = divmod(minutes, 60)
    return f"{hours:02d}:{minutes:02d}"


def slots(opening=OPENING, last_finish=LAST_FINISH):
    """Start times of every game that can finish by last_finish, with a reset between games."""
    start, end = to_minutes(opening), to_minutes(last_finish)
    times = []
    while start + GAME_MINUTES <= end:
        times.append(to_clock(start))
        start += GAME_MINUTES + RESET_MINUTES
    return times


def hints_available():
    return GAME_MINUTES // HINT_EVERY_MINUTES
