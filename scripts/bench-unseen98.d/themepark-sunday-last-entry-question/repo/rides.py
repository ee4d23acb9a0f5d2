"""Ride rules for Thunder Valley Theme Park."""

# minimum height in centimetres
MIN_HEIGHT = {
    "Thunderbolt": 132,
    "Log Flume": 110,
    "Twister": 120,
    "Teacups": 0,
    "Dragon Drop": 140,
}
ACCOMPANIED_UNDER = 120  # riders under this height need an adult with them


def can_ride(ride, height_cm, with_adult=False):
    needed = MIN_HEIGHT[ride]
    if height_cm < needed:
        return False
    if height_cm < ACCOMPANIED_UNDER and ride != "Teacups":
        return with_adult
    return True
