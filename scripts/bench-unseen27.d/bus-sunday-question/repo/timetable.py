"""Turn the weekday patterns in routes.py into departures for any day."""
from routes import ROUTES

# Weekend changes compared with the weekday pattern.
SATURDAY_LATE_START_MIN = 30
SUNDAY_LATE_START_MIN = 90
SUNDAY_EARLY_FINISH_MIN = 60
SUNDAY_FREQUENCY_FACTOR = 2


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def to_hhmm(minutes):
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def service_pattern(route, day):
    """(first, last, every) in minutes for a route on 'weekday', 'sat' or 'sun'."""
    r = ROUTES[route]
    first, last, every = to_minutes(r["first"]), to_minutes(r["last"]), r["every"]
    if last < first:
        last += 24 * 60
    if day == "sat":
        first += SATURDAY_LATE_START_MIN
    elif day == "sun":
        first += SUNDAY_LATE_START_MIN
        last -= SUNDAY_EARLY_FINISH_MIN
        every *= SUNDAY_FREQUENCY_FACTOR
    return first, last, every


def departures(route, day="weekday"):
    first, last, every = service_pattern(route, day)
    return [to_hhmm(t) for t in range(first, last + 1, every)]


if __name__ == "__main__":
    import sys
    route, day = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "weekday"
    print(" ".join(departures(route, day)))
