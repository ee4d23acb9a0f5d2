"""Orangery venue hire: working out what a booking costs."""

HOURLY_RATE = {
    "weekday": 90.00,
    "saturday": 120.00,
    "sunday": 110.00,
}
MINIMUM_HOURS = 3
GUESTS_INCLUDED = 30
PER_EXTRA_GUEST = 4.50
CLEANING_FEE = 45.00
CANDLE_PACKAGE = 25.00


def room_charge(day, hours):
    if day not in HOURLY_RATE:
        raise ValueError(f"Unknown day type: {day}")
    billed_hours = max(hours, MINIMUM_HOURS)
    return HOURLY_RATE[day] * billed_hours


def guest_charge(guests):
    extra = max(0, guests - GUESTS_INCLUDED)
    return extra * PER_EXTRA_GUEST


def booking_total(day, hours, guests, candles=False):
    billed_hours = max(hours, MINIMUM_HOURS)
    total = room_charge(day, hours)
    total += guest_charge(guests) * billed_hours
    total += CLEANING_FEE
    if candles:
        total += CANDLE_PACKAGE
    return round(total, 2)


def print_confirmation(name, day, hours, guests, candles=False):
    print(f"Orangery booking for {name}")
    print(f"  {day.title()}, {hours} hours, {guests} guests")
    print(f"  Room hire £{room_charge(day, hours):.2f}")
    if guest_charge(guests):
        print(f"  Extra guests £{guest_charge(guests):.2f}")
    print(f"  Cleaning £{CLEANING_FEE:.2f}")
    if candles:
        print(f"  Candle package £{CANDLE_PACKAGE:.2f}")
    print(f"  Total £{booking_total(day, hours, guests, candles):.2f}")


if __name__ == "__main__":
    print_confirmation("The Pattersons", "saturday", 5, 40)
