"""Bookings for the hot tub hire business."""

from datetime import date, timedelta

NIGHTLY_RATE = {"Lay-Z Spa 4-person": 85.0, "Wooden 6-person": 120.0}
DELIVERY_FEE = 30.0
MIN_NIGHTS = 2


def nights(start, end):
    return (end - start).days


def hire_price(tub, start, end):
    n = nights(start, end)
    if n < MIN_NIGHTS:
        raise ValueError(f"minimum hire is {MIN_NIGHTS} nights")
    return NIGHTLY_RATE[tub] * n + DELIVERY_FEE


def confirmation_message(booking):
    start, end = booking["start"], booking["end"]
    price = hire_price(booking["tub"], start, end)
    return (f"Hot tub booked: {booking['tub']}, {start:%a %d %b} to {end:%a %d %b} "
            f"({nights(start, end)} nights), total £{price:.2f}.")


def collection_message(booking):
    return f"Hi {booking['name']}, we'll collect the tub on {booking['end']:%a %d %b} - please drain it by 10am."
