"""Pitch booking prices for the futsal centre."""

PITCH_RATE = {"indoor": 60.0, "outdoor": 45.0}   # per hour
PEAK_SURCHARGE = 12.0      # extra per hour, weekdays from 17:00
MEMBER_DISCOUNT = 0.15     # club members: 15% off the pitch hire
BIB_HIRE = 5.0             # flat fee per booking
WEEKEND = ("Sat", "Sun")


def is_peak(day, start_hour):
    return day not in WEEKEND and start_hour >= 17


def pitch_cost(pitch, day, start_hour, hours):
    if pitch not in PITCH_RATE:
        raise ValueError("unknown pitch: " + str(pitch))
    if hours <= 0:
        raise ValueError("hours must be positive")
    rate = PITCH_RATE[pitch]
    if is_peak(day, start_hour):
        rate += PEAK_SURCHARGE
    return rate * hours


def booking_price(pitch, day, start_hour, hours, member=False, bibs=False):
    """Price of one booking."""
    total = pitch_cost(pitch, day, start_hour, hours)
    if member:
        total = total - MEMBER_DISCOUNT
    if bibs:
        total += BIB_HIRE
    return round(total, 2)
