"""Predict high tides at the harbour from the last one observed."""

from datetime import datetime, timedelta

TIDE_PERIOD = timedelta(hours=12, minutes=25)
SAFE_LAUNCH_WINDOW = timedelta(hours=2)


def next_high_tide(last_high, now, period=TIDE_PERIOD):
    """The first high tide at or after `now`, counting whole periods on from `last_high`."""
    if now < last_high:
        return last_high
    elapsed = now - last_high
    cycles = -(-elapsed // period)
    return last_high + cycles * period


def high_tides_on(last_high, day):
    """Every high tide falling on the calendar date of `day`."""
    start = datetime(day.year, day.month, day.day)
    tide = next_high_tide(last_high, start)
    tides = []
    while tide.date() == start.date():
        tides.append(tide)
        tide += TIDE_PERIOD
    return tides


def can_launch(last_high, now):
    """Boats may leave within two hours either side of high water."""
    ahead = next_high_tide(last_high, now)
    behind = ahead - TIDE_PERIOD
    return ahead - now <= SAFE_LAUNCH_WINDOW or (behind >= last_high and now - behind <= SAFE_LAUNCH_WINDOW)
