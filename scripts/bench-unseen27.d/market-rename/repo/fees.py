"""Pitch charges for traders at the Saturday farmers market."""

RATE_PER_METRE = 4.50
POWER_HOOKUP = 6.00
SEASON_PASS_DISCOUNT = 0.20
MIN_FRONTAGE_M = 2


def pitch_cost(frontage_m, has_power=False, season_pass=False):
    """Weekly charge for a stall with the given frontage in metres."""
    if frontage_m <= 0:
        raise ValueError("frontage must be positive")
    metres = max(frontage_m, MIN_FRONTAGE_M)
    cost = metres * RATE_PER_METRE
    if has_power:
        cost += POWER_HOOKUP
    if season_pass:
        cost *= 1 - SEASON_PASS_DISCOUNT
    return round(cost, 2)


def late_setup_fine(minutes_late):
    """Traders who set up after 7:30 pay 1.00 per started 10 minutes."""
    if minutes_late <= 0:
        return 0.0
    return float(-(-minutes_late // 10))
