"""The programme of guided fossil hunts along the bay.

Each walk starts from the slipway car park and goes along the foreshore
under the cliffs, so the start time is planned around low tide.
"""

from datetime import datetime, timedelta

WALK_LENGTH = timedelta(hours=2)
MEET_BEFORE_LOW_TIDE = timedelta(hours=1)
MAX_GROUP = 20

ROUTES = {
    "ammonite ledges": "East along the ledges to Black Ven, back the same way",
    "belemnite beach": "West to the landslip and the pebble beach",
}


def start_time(low_tide):
    """Walks start an hour before low tide so we're heading back as it turns."""
    return low_tide - MEET_BEFORE_LOW_TIDE


def end_time(low_tide):
    return start_time(low_tide) + WALK_LENGTH


def programme(low_tides, route="ammonite ledges"):
    """List of (start, end, route) for a run of low tide times."""
    walks = []
    for low in low_tides:
        if 8 <= start_time(low).hour <= 16:     # daylight walks only
            walks.append((start_time(low), end_time(low), route))
    return walks


if __name__ == "__main__":
    tides = [datetime(2025, 7, 5, 10, 40), datetime(2025, 7, 5, 23, 5)]
    for start, end, route in programme(tides):
        print(f"{start:%a %d %b %H:%M}-{end:%H:%M}  {route}")
