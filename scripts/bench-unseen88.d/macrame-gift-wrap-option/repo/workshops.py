"""Booking prices for macramé workshops."""

SEAT_PRICE = 32.00
KIT_PRICES = {
    "none": 0.00,         # bring your own cord
    "standard": 14.00,    # plant hanger kit
    "deluxe": 22.00,      # wall hanging kit with wooden dowel
}
EARLY_BIRD_DISCOUNT = 0.15
MAX_SEATS = 10


def workshop_price(people, kit="standard", early_bird=False):
    """Total for `people` seats on one workshop, each with the chosen kit."""
    if people < 1 or people > MAX_SEATS:
        raise ValueError("a workshop takes 1 to %d people" % MAX_SEATS)
    total = people * (SEAT_PRICE + KIT_PRICES[kit])
    if early_bird:
        total *= 1 - EARLY_BIRD_DISCOUNT
    return round(total, 2)


def booking_line(name, people, kit="standard", early_bird=False):
    price = workshop_price(people, kit, early_bird)
    return "%s - %d x %s kit - £%.2f" % (name, people, kit, price)
