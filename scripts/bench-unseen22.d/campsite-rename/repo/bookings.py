"""Bookings taken at the campsite office."""

from dataclasses import dataclass

from fees import calc_pitch_fee, dog_fee


@dataclass
class Booking:
    name: str
    kind: str
    nights: int
    month: int
    adults: int = 2
    dogs: int = 0
    electric: bool = False


def booking_total(b):
    pitch = calc_pitch_fee(b.kind, b.nights, b.adults, b.electric, b.month)
    return round(pitch + dog_fee(b.dogs, b.nights), 2)


def deposit(b, share=0.25):
    """Deposit taken when the booking is made."""
    return round(booking_total(b) * share, 2)
