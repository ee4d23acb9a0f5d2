from datetime import date

TREKS = {
    "meadow": {"name": "Meadow Amble", "minutes": 60, "price": 35, "max_walkers": 8},
    "ridge": {"name": "Ridge Ramble", "minutes": 120, "price": 55, "max_walkers": 6},
    "sunset": {"name": "Sunset Stroll", "minutes": 90, "price": 45, "max_walkers": 6},
}
MIN_AGE = 8


def places_left(trek, booked):
    return TREKS[trek]["max_walkers"] - booked


def confirmation(customer, trek, day, walkers):
    info = TREKS[trek]
    total = info["price"] * walkers
    return (
        f"Thanks {customer}! You're booked on the {info['name']} on {day:%A %d %B} "
        f"for {walkers} walker{'s' if walkers != 1 else ''} (£{total}). "
        "Please arrive 15 minutes early. Wear sturdy boots and bring a coat!"
    )


def reminder(customer, trek, day):
    return (f"Hi {customer}, see you tomorrow for the {TREKS[trek]['name']}. "
            "Meet at the yard gate - the alpacas can't wait!")


def book(customer, trek, day, walkers, booked=0, youngest_age=18):
    if youngest_age < MIN_AGE:
        return f"Sorry {customer}, walkers need to be at least {MIN_AGE} years old."
    if walkers > places_left(trek, booked):
        return f"Sorry {customer}, only {places_left(trek, booked)} places left on that walk."
    return confirmation(customer, trek, day, walkers)


if __name__ == "__main__":
    print(book("Jess", "ridge", date(2024, 8, 17), 2, booked=3))
    print(book("Omar", "meadow", date(2024, 8, 18), 1))
    print(book("Lou", "sunset", date(2024, 8, 18), 3, youngest_age=6))
    print(reminder("Omar", "meadow", date(2024, 8, 18)))
