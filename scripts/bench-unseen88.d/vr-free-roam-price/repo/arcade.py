"""Session pricing for the VR arcade."""

# price per 30-minute slot, per player
SLOT_PRICES = {
    "booth": 12.00,
    "racing sim": 16.00,
    "free-roam arena": 24.00,
    "escape room": 20.00,
}
PEAK_SURCHARGE = 0.20          # Friday evening and weekends
PARTY_MIN_PLAYERS = 6
PARTY_DISCOUNT = 0.10
MAX_PLAYERS = {"booth": 1, "racing sim": 4, "free-roam arena": 8, "escape room": 6}


def session_price(experience, players, slots=1, peak=False):
    if players < 1 or players > MAX_PLAYERS[experience]:
        raise ValueError("%s takes 1 to %d players" % (experience, MAX_PLAYERS[experience]))
    price = SLOT_PRICES[experience] * players * slots
    if peak:
        price *= 1 + PEAK_SURCHARGE
    if players >= PARTY_MIN_PLAYERS:
        price *= 1 - PARTY_DISCOUNT
    return round(price, 2)


def price_board():
    return ["%s: £%.2f per player per half hour" % (name.title(), p)
            for name, p in SLOT_PRICES.items()]
