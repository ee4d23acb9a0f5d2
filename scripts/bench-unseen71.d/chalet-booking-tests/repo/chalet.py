"""Lakeside chalets: pricing a stay."""
from datetime import date, timedelta

NIGHTLY_RATE = {"pine": 85.00, "birch": 110.00, "lodge": 160.00}
WEEKEND_SURCHARGE = 20.00      # added to Friday and Saturday nights
SHORT_STAY_CLEANING = 35.00    # stays of fewer than 3 nights
DOG_FEE_PER_STAY = 25.00


def nights_between(arrive, leave):
    return (leave - arrive).days + 1


def stay_nights(arrive, leave):
    """Every night of the stay, as the date the guest goes to bed."""
    return [arrive + timedelta(days=i) for i in range(nights_between(arrive, leave))]


def stay_price(chalet, arrive, leave, dogs=0):
    if chalet not in NIGHTLY_RATE:
        raise ValueError(f"No chalet called {chalet}")
    if leave <= arrive:
        raise ValueError("Leaving date must be after arriving date")
    total = 0.0
    for night in stay_nights(arrive, leave):
        total += NIGHTLY_RATE[chalet]
        if night.weekday() in (5, 6):
            total += WEEKEND_SURCHARGE
    if nights_between(arrive, leave) < 3:
        total += SHORT_STAY_CLEANING
    if dogs:
        total += DOG_FEE_PER_STAY
    return round(total, 2)


if __name__ == "__main__":
    print(stay_price("birch", date(2024, 6, 7), date(2024, 6, 10), dogs=1))
