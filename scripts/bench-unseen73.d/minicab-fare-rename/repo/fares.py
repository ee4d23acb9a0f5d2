"""Town Cars minicabs: working out what a journey costs."""

FLAG_FALL = 3.50          # charged on every journey
PER_MILE = 2.10
NIGHT_MULTIPLIER = 1.5    # between 23:00 and 06:00
AIRPORT_SURCHARGE = 5.00
MINIMUM_FARE = 6.00


def is_night(hour):
    return hour >= 23 or hour < 6


def work_out_fare(miles, hour, airport=False):
    if miles <= 0:
        raise ValueError("A journey must be longer than zero miles")
    fare = FLAG_FALL + PER_MILE * miles
    if is_night(hour):
        fare *= NIGHT_MULTIPLIER
    if airport:
        fare += AIRPORT_SURCHARGE
    return round(max(fare, MINIMUM_FARE), 2)
