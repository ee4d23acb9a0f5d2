"""Yacht charter quotes for the marina office."""

BOAT_DAY_RATES = {
    "Sea Wren": 320.00,     # 32ft, sleeps 4
    "Kittiwake": 410.00,    # 38ft, sleeps 6
    "Osprey": 560.00,       # 45ft, sleeps 8
}
SKIPPER_PER_DAY = 180.00
HOST_PER_DAY = 180.00       # cook / deckhand
SECURITY_DEPOSIT = 1000.00  # refunded after the boat is checked in
CLEANING_FEE = 95.00
WEEK_DISCOUNT = 0.10        # 7 days or more


def charter_price(boat, days, skipper=False, host=False):
    if boat not in BOAT_DAY_RATES:
        raise ValueError(f"We don't have a boat called {boat}")
    if days < 1:
        raise ValueError("Charters are at least one day")
    hire = BOAT_DAY_RATES[boat] * days
    if days >= 7:
        hire *= 1 - WEEK_DISCOUNT
    crew = 0.0
    if skipper:
        crew += SKIPPER_PER_DAY * days
    if host:
        crew += HOST_PER_DAY * days
    return round(hire + crew + CLEANING_FEE, 2)


def amount_due_now(boat, days, skipper=False, host=False):
    """Charter price plus the refundable deposit."""
    return round(charter_price(boat, days, skipper, host) + SECURITY_DEPOSIT, 2)


if __name__ == "__main__":
    print(charter_price("Kittiwake", 3, skipper=True))
