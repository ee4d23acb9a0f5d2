"""Appointment maths for Polished nail bar.

Times are "HH:MM" strings on the 24 hour clock, like the booking book.
"""

SERVICES = {
    # name: (minutes, price)
    "manicure": (30, 22.00),
    "gel": (45, 32.00),
    "pedicure": (40, 28.00),
    "nail_art": (15, 8.00),
}
REMOVAL_MINUTES = 15       # soaking off old gel or acrylics first
REMOVAL_PRICE = 7.00
STUDENT_DISCOUNT = 0.15    # 15% off with a student card
CLOSING_TIME = "18:00"


def to_minutes(hhmm):
    """'09:30' -> 570 minutes after midnight."""
    hours, mins = hhmm.split(":")
    return int(hours) * 60 + int(mins)


def appointment_minutes(services, removal=False):
    """How long the client will be in the chair."""
    total = sum(SERVICES[name][0] for name in services)
    if removal:
        total += REMOVAL_MINUTES
    return total


def appointment_price(services, removal=False, student=False):
    """What to charge, rounded to the penny."""
    price = sum(SERVICES[name][1] for name in services)
    if removal:
        price += REMOVAL_PRICE
    if student:
        price = price * STUDENT_DISCOUNT
    return round(price, 2)


def finish_time(start, services, removal=False):
    """When the appointment will be done, as 'HH:MM'."""
    end = to_minutes(start) + appointment_minutes(services, removal)
    return f"{end // 60}:{end % 60}"


def fits_before_close(start, services, removal=False, closing=CLOSING_TIME):
    """Can we fit this booking in before we shut?"""
    end = to_minutes(start) + appointment_minutes(services, removal)
    return end < to_minutes(closing)
