"""Horsebox hire prices."""

DEP = 250.0                 # refundable, taken when the keys are handed over
DAY_RATE = {"single": 85.0, "double": 110.0, "lorry": 160.0}
WEEK_DAYS_CHARGED = 5       # a full 7-day week is charged as 5 days
INCLUDED_MILES = 100
MILE_RATE = 0.45
LATE_PER_HOUR = 10.0


def days_charged(days):
    weeks, rest = divmod(days, 7)
    return weeks * WEEK_DAYS_CHARGED + rest


def hire_price(box, days, miles=0):
    price = DAY_RATE[box] * days_charged(days)
    price += max(0, miles - INCLUDED_MILES) * MILE_RATE
    return round(price, 2)


def refund_due(damage=0.0, late_hours=0):
    kept = damage + late_hours * LATE_PER_HOUR
    return round(max(0.0, DEP - kept), 2)
