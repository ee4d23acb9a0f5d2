"""Prices for the beach shack's surfboard and wetsuit hire."""

HOURLY = {"softtop": 8, "shortboard": 12, "longboard": 14}
DAY_RATE = {"softtop": 30, "shortboard": 45, "longboard": 50}
WETSUIT_PER_HIRE = 6
GRACE_MINUTES = 15
LATE_FEE_PER_HALF_HOUR = 5


def hire_price(board, hours, wetsuit=False):
    price = min(HOURLY[board] * hours, DAY_RATE[board])
    if wetsuit:
        price += WETSUIT_PER_HIRE
    return price


def late_fee(minutes_late):
    """Free for the first 15 minutes, then 5 for every started half hour."""
    if minutes_late <= GRACE_MINUTES:
        return 0
    half_hours = (minutes_late - GRACE_MINUTES) // 30
    return half_hours * LATE_FEE_PER_HALF_HOUR


def receipt_total(board, hours, minutes_late=0, wetsuit=False):
    return hire_price(board, hours, wetsuit) + late_fee(minutes_late)
