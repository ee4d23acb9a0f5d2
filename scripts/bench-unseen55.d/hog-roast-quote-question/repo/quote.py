"""Quotes for the hog roast trailer - weddings, parties and village fetes.

Prices are per head and include rolls, crackling and apple sauce.
"""

PER_HEAD = 12.50
BIG_PARTY = 100               # this many guests or more get the lower rate
BIG_PARTY_PER_HEAD = 11.00
MIN_GUESTS = 40               # we charge for at least this many
FREE_MILES = 20               # from the yard; beyond that we charge travel
PER_MILE = 1.20               # charged there and back
DEPOSIT_RATE = 0.25

# Optional extras: (price, "per_head" or "flat")
EXTRAS = {
    "stuffing": (1.50, "per_head"),
    "salads": (2.25, "per_head"),
    "carving_chef": (35.00, "flat"),
    "gazebo": (40.00, "flat"),
}


def head_rate(guests):
    """Price per head for a party of this size."""
    return BIG_PARTY_PER_HEAD if guests >= BIG_PARTY else PER_HEAD


def travel_charge(miles):
    """Travel for the trailer, counting the trip back to the yard."""
    chargeable = max(0, miles - FREE_MILES)
    return chargeable * PER_MILE * 2


def quote(guests, miles, extras=()):
    """Full price for an event."""
    heads = max(guests, MIN_GUESTS)
    total = heads * head_rate(heads)
    for name in extras:
        price, kind = EXTRAS[name]
        total += price * heads if kind == "per_head" else price
    total += travel_charge(miles)
    return round(total, 2)


def deposit(total):
    """Deposit needed to hold the date."""
    return round(total * DEPOSIT_RATE, 2)


if __name__ == "__main__":
    q = quote(120, 15, ["salads", "carving_chef"])
    print(f"Quote £{q:.2f}, deposit £{deposit(q):.2f}")
