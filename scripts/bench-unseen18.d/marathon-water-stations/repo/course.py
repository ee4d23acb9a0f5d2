"""City marathon course: where the water stations go and what they need."""
import math

COURSE_KM = 42.195
WATER_STATION_EVERY_KM = 5
VOLUNTEERS_PER_STATION = 6
CUPS_PER_RUNNER = 1.2   # most runners grab one cup, some take two
FIRST_AID_EVERY_KM = 10


def station_marks(every_km=None):
    """Kilometre marks of the water stations (none at the start line)."""
    step = every_km or WATER_STATION_EVERY_KM
    return list(range(step, math.floor(COURSE_KM) + 1, step))


def cups_needed(runners):
    """Cups to stock at every water station for this many runners."""
    return math.ceil(runners * CUPS_PER_RUNNER)


def volunteers_needed():
    first_aid = len(station_marks(FIRST_AID_EVERY_KM))
    return len(station_marks()) * VOLUNTEERS_PER_STATION + first_aid * 2
