"""Takes bookings at the shack counter."""

from pricing import deposit, hire_cost

bookings = []


def make_booking(name, boat, hours):
    booking = {
        "name": name,
        "boat": boat,
        "hours": hours,
        "cost": hire_cost(boat, hours),
        "deposit": deposit(boat),
    }
    bookings.append(booking)
    return booking


def takings(booking_list=None):
    booking_list = bookings if booking_list is None else booking_list
    return round(sum(b["cost"] for b in booking_list), 2)


def deposits_held(booking_list=None):
    booking_list = bookings if booking_list is None else booking_list
    return sum(b["deposit"] for b in booking_list)
