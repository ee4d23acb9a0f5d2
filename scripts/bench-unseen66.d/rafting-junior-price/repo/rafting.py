"""White-water rafting trip bookings for the river centre."""

TRIP_PRICES = {
    "half_day": 55.00,
    "full_day": 95.00,
    "sunset": 40.00,
}
MIN_AGE = 10
JUNIOR_MAX_AGE = 15
JUNIOR_DISCOUNT = 0.30
WETSUIT_HIRE = 8.00
GROUP_SIZE = 8
GROUP_DISCOUNT = 0.10


def paddler_price(trip, age):
    if trip not in TRIP_PRICES:
        raise ValueError(f"No such trip: {trip}")
    if age < MIN_AGE:
        raise ValueError(f"Paddlers must be at least {MIN_AGE}")
    price = TRIP_PRICES[trip]
    if age < JUNIOR_MAX_AGE:
        price = price * (1 - JUNIOR_DISCOUNT)
    return round(price, 2)


def booking_total(trip, ages, wetsuits=0):
    """Price for a whole booking: every paddler plus any wetsuits hired."""
    total = sum(paddler_price(trip, age) for age in ages)
    if len(ages) >= GROUP_SIZE:
        total = total * (1 - GROUP_DISCOUNT)
    total += wetsuits * WETSUIT_HIRE
    return round(total, 2)


def confirmation(name, trip, ages, wetsuits=0):
    trip_name = trip.replace("_", " ")
    return (f"Thanks {name}! {len(ages)} paddlers booked on the {trip_name} trip. "
            f"Total to pay: £{booking_total(trip, ages, wetsuits):.2f}")


if __name__ == "__main__":
    print(confirmation("Hughes family", "half_day", [44, 41, 15, 12], wetsuits=2))
