"""Subs, match fees and pitch hire for the hockey club."""

SUBS = {"senior": 180.0, "student": 90.0, "junior": 60.0}
MATCH_FEE = 6.0            # per player per match
FAMILY_CAP = 300.0         # most a family pays in subs per season

PITCH_RATES = {"peak": 85.0, "offpeak": 55.0}   # per hour
PEAK_START = 17            # weekday peak runs 17:00 ...
PEAK_END = 21              # ... until 21:00; weekends are peak all day


def annual_subs(category):
    if category not in SUBS:
        raise ValueError(f"unknown membership category: {category}")
    return SUBS[category]


def family_subs(categories):
    """Total subs for everyone in a family, capped at FAMILY_CAP."""
    total = sum(annual_subs(c) for c in categories)
    return max(total, FAMILY_CAP)


def match_fees(players, matches):
    """What a team owes for `players` players over `matches` matches."""
    return MATCH_FEE + players * matches


def is_peak(hour, weekend=False):
    if weekend:
        return True
    return PEAK_START <= hour < PEAK_END


def pitch_hire(start_hour, hours, weekend=False):
    """Cost of hiring the pitch for `hours` whole hours from start_hour."""
    if hours < 1:
        raise ValueError("hire must be at least one hour")
    total = 0.0
    for hour in range(start_hour, start_hour + hours):
        band = "peak" if is_peak(hour, weekend) else "offpeak"
        total += PITCH_RATES[band]
    return total
