"""Ticket prices for the trampoline park front desk."""

# Session length in minutes -> price per jumper.
SESSION_PRICES = {
    60: 12.50,
    90: 16.00,
    120: 19.50,
}

WEEKEND_SURCHARGE = 2.00   # per jumper, Saturday and Sunday
GRIP_SOCKS = 2.50          # per pair, compulsory unless they bring their own
GROUP_SIZE = 6             # groups this big or bigger get a discount
GROUP_DISCOUNT = 0.15

WEEKEND = {"Saturday", "Sunday"}


def price_per_jumper(minutes, day):
    price = SESSION_PRICES[minutes]
    if day in WEEKEND:
        price += WEEKEND_SURCHARGE
    return price


def booking_total(jumpers, minutes, day, socks_needed=0):
    total = jumpers * price_per_jumper(minutes, day)
    if jumpers >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    total += socks_needed * GRIP_SOCKS
    return round(total, 2)


if __name__ == "__main__":
    print(booking_total(3, 60, "Tuesday", socks_needed=1))
