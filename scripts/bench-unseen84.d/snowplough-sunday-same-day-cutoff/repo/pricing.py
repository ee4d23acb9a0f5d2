"""Call-out prices for Northfell Snow Clearing."""

from schedule import day_type

BASE_PRICE = {"driveway": 45.00, "footpath": 30.00, "car park": 160.00, "farm track": 120.00}
GRITTING = 15.00              # per job
WEEKEND_SURCHARGE = 0.20      # Saturday and Sunday call-outs
SAME_DAY_FEE = 20.00          # for bookings cleared the same day
CONTRACT_DISCOUNT = 0.15      # customers on a winter contract


def job_price(job, day, gritting=False, same_day=False, contract=False):
    if job not in BASE_PRICE:
        raise ValueError("unknown job: %s" % job)
    price = BASE_PRICE[job]
    if day_type(day) != "weekday":
        price = price * (1 + WEEKEND_SURCHARGE)
    if gritting:
        price += GRITTING
    if same_day:
        price += SAME_DAY_FEE
    if contract:
        price = price * (1 - CONTRACT_DISCOUNT)
    return round(price, 2)
