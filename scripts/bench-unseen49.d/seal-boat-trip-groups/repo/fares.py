"""Fares for the Seal Spotter boat trips out to the point."""

ADULT_FARE = 18.00
CHILD_FARE = 10.00      # 3 to 15
INFANT_FARE = 0.00      # under 3s go free on a lap
DOG_FARE = 2.00         # well behaved dogs welcome

GROUP_SIZE = 10         # parties of this many people or more get the group rate
GROUP_DISCOUNT = 0.15

BOAT_CAPACITY = 36      # licensed passenger limit, dogs not counted


def fare(age):
    """Single fare for one passenger."""
    if age < 3:
        return INFANT_FARE
    if age < 16:
        return CHILD_FARE
    return ADULT_FARE


def party_fare(ages, dogs=0):
    """Total for a booking. The group discount is only on people's fares."""
    total = sum(fare(age) for age in ages)
    if len(ages) > GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    total += DOG_FARE * dogs
    return round(total, 2)


def group_note():
    """Line printed at the bottom of the booking confirmation."""
    return f"Parties of {GROUP_SIZE} or more save {GROUP_DISCOUNT:.0%} - ask about school trips!"
