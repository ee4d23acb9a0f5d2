from datetime import datetime, timedelta

import dome_settings as cfg

_holds = {}


def hold_seat(show_id, seat, now=None, school_group=False):
    """Reserve a seat for a show until the visitor pays or the hold runs out."""
    now = now or datetime.now()
    minutes = cfg.SCHOOL_GROUP_HOLD_MINUTES if school_group else cfg.SEAT_HOLD_MINUTES
    if not 1 <= seat <= cfg.DOME_SEATS:
        raise ValueError(f"no seat {seat} in the dome")
    if (show_id, seat) in _holds and _holds[(show_id, seat)] > now:
        raise ValueError(f"seat {seat} is already held")
    _holds[(show_id, seat)] = now + timedelta(minutes=minutes)
    return _holds[(show_id, seat)]


def release_expired(now=None):
    now = now or datetime.now()
    expired = [key for key, until in _holds.items() if until <= now]
    for key in expired:
        del _holds[key]
    return len(expired)
