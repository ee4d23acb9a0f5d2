"""Prices for tours and the bottle shop at Hollow Oak gin distillery."""

from money import format_gbp, percent_off, vat_portion

TOUR_PRICE = 18.00          # per person, includes a G&T at the end
TASTING_UPGRADE = 7.50      # per person for the four-gin tasting flight
DRIVER_TOUR_PRICE = 12.00   # drivers get a soft drink instead, no tasting
GROUP_SIZE = 6              # parties this big or bigger get money off
GROUP_DISCOUNT = 10         # per cent
CLUB_DISCOUNT = 15          # per cent off bottles for Gin Club members

BOTTLES = {
    "london_dry": 34.00,
    "rhubarb_ginger": 36.00,
    "navy_strength": 42.00,
    "miniature": 6.50,
}


def tour_price(people, drivers=0, tasting=False):
    """Total for a tour booking. `people` includes any drivers."""
    drinkers = people - drivers
    total = drinkers * TOUR_PRICE + drivers * DRIVER_TOUR_PRICE
    if tasting:
        total += drinkers * TASTING_UPGRADE
    if people >= GROUP_SIZE:
        total = percent_off(total, GROUP_DISCOUNT)
    return round(total, 2)


def bottle_price(bottles, club_member=False):
    """Shop total for a basket like {"london_dry": 2, "miniature": 3}."""
    total = sum(BOTTLES[name] * qty for name, qty in bottles.items())
    if club_member:
        total = percent_off(total, CLUB_DISCOUNT)
    return round(total, 2)


def receipt_line(description, amount):
    """One line of the till receipt, with the VAT shown alongside."""
    return f"{description:<28}{format_gbp(amount):>10}  (VAT {format_gbp(vat_portion(amount))})"


if __name__ == "__main__":
    print(receipt_line("Tour x 8 with tasting", tour_price(8, tasting=True)))
    print(receipt_line("London Dry x 2", bottle_price({"london_dry": 2}, club_member=True)))
