"""What the receptionist sees when someone walks in."""
from booking import can_take_walk_in, deposit, load_settings

SERVICES = {"cut": 28.0, "cut and colour": 75.0, "beard trim": 12.0}


def door_message(day, hour, free_chairs):
    s = load_settings()
    if can_take_walk_in(s, day, hour, free_chairs):
        return f"Welcome to {s['salon_name']}! Take a seat, we'll be with you shortly."
    return f"Sorry, {s['salon_name']} is appointments only right now."


def booking_note(service):
    s = load_settings()
    return f"{service}: {SERVICES[service]:.2f}, deposit {deposit(s, SERVICES[service]):.2f}"


if __name__ == "__main__":
    print(door_message("Saturday", 11, 2))
    print(booking_note("cut and colour"))
