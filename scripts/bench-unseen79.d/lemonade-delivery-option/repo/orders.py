"""Orders for our homemade lemonade (jugs for events, cups at the stall)."""

JUG_PRICE = 7.50            # 1.5 litre jug of classic lemonade
CUP_PRICE = 2.50
FLAVOUR_EXTRA = {           # added to each jug
    "classic": 0.00,
    "pink": 0.50,
    "ginger": 0.80,
}
BULK_JUGS = 10
BULK_DISCOUNT = 0.10        # 10% off orders with 10 or more jugs
CUPS_PER_JUG = 6


def order_total(jugs, cups=0, flavour="classic"):
    if jugs < 0 or cups < 0:
        raise ValueError("quantities cannot be negative")
    if flavour not in FLAVOUR_EXTRA:
        raise ValueError("unknown flavour: %s" % flavour)
    total = jugs * (JUG_PRICE + FLAVOUR_EXTRA[flavour]) + cups * CUP_PRICE
    if jugs >= BULK_JUGS:
        total *= 1 - BULK_DISCOUNT
    return round(total, 2)


def jugs_needed(guests, cups_each=2):
    cups = guests * cups_each
    jugs = cups // CUPS_PER_JUG
    if cups % CUPS_PER_JUG:
        jugs += 1
    return jugs
