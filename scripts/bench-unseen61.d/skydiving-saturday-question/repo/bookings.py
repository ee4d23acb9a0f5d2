"""Booking totals for tandem skydives, with photos and video."""

from jumps import jump_price

MEDIA = {
    "none": 0.00,
    "photos": 65.00,
    "video": 85.00,
    "photos and video": 120.00,
}
GROUP_FROM = 4
GROUP_DISCOUNT = 0.10
BOOKING_FEE = 10.00


def booking_total(day, weights, media="none"):
    jumps = sum(jump_price(day, w) for w in weights)
    if len(weights) >= GROUP_FROM:
        jumps *= 1 - GROUP_DISCOUNT
    extras = MEDIA[media] * len(weights)
    return round(jumps + extras + BOOKING_FEE, 2)


def deposit(day, weights, media="none"):
    return round(50.00 * len(weights), 2)


if __name__ == "__main__":
    print(booking_total("Wed", [80], "photos"))
