import math

from tours import SEATS_PER_RICKSHAW, TOURS

WEEKEND_DAYS = ("Sat", "Sun")
WEEKEND_SURCHARGE = 0.10
LANTERN_AND_BLANKETS = 5.00
MINIMUM_PER_RICKSHAW = 40.00
BOOKING_FEE = 1.50


def rickshaws_needed(adults, children):
    return math.ceil((adults + children) / SEATS_PER_RICKSHAW)


def seat_prices(tour, adults, children):
    info = TOURS[tour]
    return adults * info["adult"] + children * info["child"]


def fare(tour, adults, children=0, day="Mon"):
    if tour not in TOURS:
        raise ValueError(f"unknown tour: {tour}")
    rickshaws = rickshaws_needed(adults, children)
    price = max(seat_prices(tour, adults, children), rickshaws * MINIMUM_PER_RICKSHAW)
    if day in WEEKEND_DAYS:
        price *= 1 + WEEKEND_SURCHARGE
    if TOURS[tour]["evening"]:
        price += rickshaws * LANTERN_AND_BLANKETS
    return round(price + BOOKING_FEE, 2)


if __name__ == "__main__":
    print(fare("riverside", 2, 1, "Tue"))
