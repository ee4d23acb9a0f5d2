"""Tasting room bookings at the whisky shop."""

TASTINGS = {
    "classic": 25.00,     # four core malts
    "premium": 42.00,     # five older and cask-strength malts
    "rare_cask": 75.00,   # single-cask bottlings, max 8 people
}
WEEKEND_DAYS = ("Fri", "Sat", "Sun")
WEEKEND_SURCHARGE = 5.00      # per person
CHEESE_BOARD = 9.50           # per board, one per person who wants one
GROUP_SIZE = 6
GROUP_DISCOUNT = 0.10         # off the tasting fees only
DRIVER_PACK = 12.00           # drivers get sample bottles to take home instead


def tasting_fees(tasting, people, day):
    if tasting not in TASTINGS:
        raise ValueError(f"Unknown tasting: {tasting}")
    per_head = TASTINGS[tasting]
    if day in WEEKEND_DAYS:
        per_head += WEEKEND_SURCHARGE
    fees = per_head * people
    if people >= GROUP_SIZE:
        fees = fees * (1 - GROUP_DISCOUNT)
    return fees


def booking_total(tasting, people, day, cheese_boards=0, drivers=0):
    """Everything the party pays on the day.

    Drivers are counted in `people` but pay for a driver pack instead of
    the tasting itself.
    """
    if tasting == "rare_cask" and people > 8:
        raise ValueError("Rare cask tastings are for 8 people at most")
    tasters = people - drivers
    total = tasting_fees(tasting, tasters, day) if tasters else 0.0
    total += drivers * DRIVER_PACK
    total += cheese_boards * CHEESE_BOARD
    return round(total, 2)


if __name__ == "__main__":
    print(booking_total("classic", 4, "Tue", cheese_boards=1))
