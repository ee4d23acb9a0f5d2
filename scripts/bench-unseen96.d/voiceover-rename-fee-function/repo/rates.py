"""Session rates for the voiceover studio."""

STUDIO_HOURLY = 65.00
MINIMUM_HOURS = 1.0
USAGE_MULTIPLIER = {
    "internal": 1.0,
    "online": 1.5,
    "broadcast": 2.5,
}
RUSH_SURCHARGE = 0.20


def calc_fee(hours, usage="internal", rush=False):
    """Fee for one recording session."""
    if usage not in USAGE_MULTIPLIER:
        raise ValueError("unknown usage: %s" % usage)
    billable = max(hours, MINIMUM_HOURS)
    fee = STUDIO_HOURLY * billable * USAGE_MULTIPLIER[usage]
    if rush:
        fee += fee * RUSH_SURCHARGE
    return round(fee, 2)


def hours_from_minutes(minutes):
    """Round recording minutes up to the next half hour."""
    halves = -(-minutes // 30)
    return halves / 2
