"""What a rental costs."""

UNLOCK_FEE = 1.00
PER_MINUTE = 0.15
FREE_RIDE_MINUTES = 45      # rides up to this long are free for members
LATE_FEE = 5.00


def ride_cost(minutes, member=False):
    if member and minutes <= FREE_RIDE_MINUTES:
        return 0.0
    return round(UNLOCK_FEE + PER_MINUTE * minutes, 2)
