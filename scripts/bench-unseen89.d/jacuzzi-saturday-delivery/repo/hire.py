"""Hire prices for Jubilee Jacuzzi Hire."""

from schedule import can_deliver

TUBS = {"four_seater": 160.00, "six_seater": 210.00}   # first 3 nights
EXTRA_NIGHT = 35.00
DELIVERY_MILES_FREE = 15
DELIVERY_PER_MILE = 1.20
DAMAGE_DEPOSIT = 100.00     # refunded after collection


def hire_price(tub, nights=3, miles=0):
    if tub not in TUBS:
        raise ValueError("unknown tub: %s" % tub)
    if nights < 3:
        raise ValueError("minimum hire is 3 nights")
    price = TUBS[tub] + (nights - 3) * EXTRA_NIGHT
    if miles > DELIVERY_MILES_FREE:
        price += (miles - DELIVERY_MILES_FREE) * DELIVERY_PER_MILE
    return round(price, 2)


def book(tub, day, slot, nights=3, miles=0):
    if not can_deliver(day, slot):
        raise ValueError("we can't deliver on %s at %s" % (day, slot))
    price = hire_price(tub, nights, miles)
    return {"tub": tub, "day": day, "slot": slot,
            "price": price, "to_pay_now": round(price + DAMAGE_DEPOSIT, 2)}
