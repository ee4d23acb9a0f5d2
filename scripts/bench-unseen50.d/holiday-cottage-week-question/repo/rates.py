"""Nightly rates for Bramble Cottage.

Each night is charged at the rate for the month that night falls in, so a
stay that runs over the end of a month can be a mix of two seasons.
"""

RATES = {"low": 95.0, "mid": 120.0, "high": 155.0}

MONTH_SEASON = {
    1: "low", 2: "low", 3: "low",
    4: "mid", 5: "mid", 6: "mid",
    7: "high", 8: "high",
    9: "mid", 10: "mid",
    11: "low",
    12: "high",   # Christmas and New Year
}


def season_for(night):
    """'low', 'mid' or 'high' for a given night (a datetime.date)."""
    return MONTH_SEASON[night.month]


def nightly_rate(night):
    return RATES[season_for(night)]
