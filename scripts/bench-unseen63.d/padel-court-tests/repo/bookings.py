"""Court bookings and prices for Baseline Padel Club."""

COURTS = ("Court 1", "Court 2", "Court 3 (panoramic)")
OFF_PEAK_HOUR = 24.00
PEAK_HOUR = 36.00
PANORAMIC_EXTRA = 6.00
MEMBER_DISCOUNT = 0.20
RACKET_HIRE = 3.00
TUBE_OF_BALLS = 4.50
OPENS = 7
CLOSES = 23
WEEKEND = ("Sat", "Sun")


def is_peak(day, hour):
    if day in WEEKEND:
        return 9 <= hour < 14
    return 17 < hour <= 21


def hourly_rate(court, day, hour):
    if court not in COURTS:
        raise ValueError(f"no such court: {court}")
    rate = PEAK_HOUR if is_peak(day, hour) else OFF_PEAK_HOUR
    if court == "Court 3 (panoramic)":
        rate += PANORAMIC_EXTRA
    return rate


def court_fee(court, day, start_hour, hours, members=0, players=4):
    total = sum(hourly_rate(court, day, h) for h in range(start_hour, start_hour + hours))
    total *= 1 - MEMBER_DISCOUNT * members / players
    return round(total, 2)


def extras_fee(rackets=0, balls=False):
    fee = rackets * RACKET_HIRE
    if balls:
        fee += TUBE_OF_BALLS
    return round(fee, 2)


def per_player(total, players=4):
    return round(total / players, 2)


def fits_opening_hours(start_hour, hours):
    return start_hour >= OPENS and start_hour + hours < CLOSES
