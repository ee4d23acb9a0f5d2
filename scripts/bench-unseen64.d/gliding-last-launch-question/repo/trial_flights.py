"""Booking trial flights for visitors."""

from launches import launch_slots, load_settings


def can_fly(age, weight_kg, settings=None):
    settings = settings or load_settings()
    rules = settings["trial_flights"]
    return age >= rules.getint("min_age") and weight_kg <= rules.getint("max_weight_kg")


def book_trial(name, day, time, age, weight_kg, booked=None):
    settings = load_settings()
    booked = booked or {}
    if not can_fly(age, weight_kg, settings):
        raise ValueError(f"Sorry {name}, we can't take you up on a trial flight")
    if time not in launch_slots(day, settings):
        raise ValueError(f"No launches at {time} on {day}")
    per_slot = settings["launches"].getint("launches_per_slot")
    if booked.get((day, time), 0) >= per_slot:
        raise ValueError(f"{time} on {day} is full")
    price = settings["trial_flights"].getfloat("price")
    return f"{name} booked for a trial flight at {time} on {day}: £{price:.2f}"


if __name__ == "__main__":
    print(book_trial("Dev", "Sat", "11:30", 35, 82))
