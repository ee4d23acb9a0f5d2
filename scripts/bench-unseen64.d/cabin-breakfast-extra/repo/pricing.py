"""Prices for the woodland cabins."""

from datetime import date, timedelta

NIGHTLY = {
    "Heron": 135.00,
    "Badger": 150.00,
    "Kingfisher": 185.00,
}
WEEKEND_EXTRA = 25.00
CLEANING_FEE = 40.00
DOG_PER_STAY = 15.00
MAX_DOGS = 2


def nights_of(arrival, nights):
    return [arrival + timedelta(days=n) for n in range(nights)]


def room_charge(cabin, arrival, nights):
    if cabin not in NIGHTLY:
        raise ValueError(f"Unknown cabin: {cabin}")
    if nights < 1:
        raise ValueError("Stays are at least one night")
    total = 0.0
    for night in nights_of(arrival, nights):
        total += NIGHTLY[cabin]
        if night.weekday() in (4, 5):
            total += WEEKEND_EXTRA
    return round(total, 2)


def dog_charge(dogs):
    if dogs > MAX_DOGS:
        raise ValueError(f"Sorry, no more than {MAX_DOGS} dogs")
    return DOG_PER_STAY * dogs


def stay_total(cabin, arrival, nights, dogs=0):
    total = room_charge(cabin, arrival, nights) + CLEANING_FEE + dog_charge(dogs)
    return round(total, 2)


if __name__ == "__main__":
    print(stay_total("Badger", date(2025, 6, 6), 3, dogs=1))
