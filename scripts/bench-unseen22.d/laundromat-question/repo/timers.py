"""Cycle lengths for the machines, in minutes."""

WASH_CYCLE_MINUTES = 35
QUICK_WASH_MINUTES = 20
DRY_CYCLE_MINUTES = 45
DOOR_UNLOCK_DELAY_SECONDS = 90


def finish_time(start_hhmm, minutes):
    h, m = map(int, start_hhmm.split(":"))
    total = h * 60 + m + minutes
    return f"{(total // 60) % 24:02d}:{total % 60:02d}"
