"""Quotes for hiring the mariachi band."""

BAND_HOURLY = {
    "trio": 180.00,      # three players
    "quintet": 260.00,   # five players
    "full": 340.00,      # seven players
}
MINIMUM_HOURS = 2
TRAVEL_FREE_MILES = 20
TRAVEL_PER_MILE = 1.20
SERENADE_FEE = 75.00      # surprise serenade at a table
DEPOSIT_RATE = 0.25


def performance_fee(band, hours):
    if band not in BAND_HOURLY:
        raise ValueError("unknown band size: %s" % band)
    return BAND_HOURLY[band] * max(hours, MINIMUM_HOURS)


def travel_fee(miles):
    extra = max(0, miles - TRAVEL_FREE_MILES)
    return round(extra * TRAVEL_PER_MILE, 2)


def quote(band, hours, miles=0, serenade=False):
    total = performance_fee(band, hours) + travel_fee(miles)
    if serenade:
        total += SERENADE_FEE
    return round(total, 2)


def deposit(total):
    return round(total * DEPOSIT_RATE, 2)
