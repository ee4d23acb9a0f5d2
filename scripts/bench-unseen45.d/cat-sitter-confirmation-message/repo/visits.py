"""Home visit bookings for the cat sitting service."""

from datetime import date

VISIT_PRICE = 14.0
EXTRA_CAT = 3.0           # per visit, for each cat after the first
MEDICATION = 2.5          # per visit


def nights(start, end):
    return (end - start).days


def booking_price(start, end, visits_per_day, cats=1, medication=False):
    per_visit = VISIT_PRICE + (cats - 1) * EXTRA_CAT
    if medication:
        per_visit += MEDICATION
    return round(per_visit * visits_per_day * (nights(start, end) + 1), 2)


def confirmation(owner, cat, start, end, visits_per_day):
    return (f"Booking confirmed: {cat} ({owner}) - {visits_per_day} visits per day "
            f"from {start:%d/%m/%Y} to {end:%d/%m/%Y}.")


BOOKINGS = [
    ("Mrs Patel", "Biscuit", date(2025, 6, 14), date(2025, 6, 21), 2),
    ("Tom Hughes", "Pickle and Moss", date(2025, 7, 1), date(2025, 7, 4), 1),
]

if __name__ == "__main__":
    for owner, cat, start, end, per_day in BOOKINGS:
        print(confirmation(owner, cat, start, end, per_day))
        print(f"  price: £{booking_price(start, end, per_day):.2f}")
