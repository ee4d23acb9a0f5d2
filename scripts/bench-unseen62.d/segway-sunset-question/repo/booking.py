"""Pricing a whole booking for a group of riders."""

from tours import TOURS, rider_price

GROUP_SIZE = 4
GROUP_DISCOUNT = 0.10
BOOKING_FEE = 3.00
MAX_GROUP = 8


def booking_total(tour, ages):
    if tour not in TOURS:
        raise ValueError(f"no such tour: {tour}")
    if not ages or len(ages) > MAX_GROUP:
        raise ValueError(f"bookings are for 1 to {MAX_GROUP} riders")
    riders = sum(rider_price(tour, age) for age in ages)
    if len(ages) >= GROUP_SIZE:
        riders *= 1 - GROUP_DISCOUNT
    return round(riders + BOOKING_FEE, 2)


if __name__ == "__main__":
    print(booking_total("woodland", [40, 38]))
