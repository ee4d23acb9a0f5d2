"""Fancy dress hire prices for Curtain Call Costumes.

The first day is the full day rate; every extra day after that is half
price. Every costume goes off to be dry cleaned when it comes back, so
there's a cleaning charge per costume too.
"""

DAY_RATES = {
    "standard": 25.00,     # most of the rail - pirates, nurses, cowboys...
    "deluxe": 40.00,       # full character costumes with headpieces
    "period": 55.00,       # Victorian, Tudor, 1920s
    "kids": 12.00,
}
EXTRA_DAY_FRACTION = 0.5
CLEANING_PER_COSTUME = 6.00
EXPRESS_CLEAN = 4.00       # extra per costume if they bring it back late on a Sunday
DEPOSIT_PER_COSTUME = 30.00


def costume_cost(kind, days):
    """Hire cost for a single costume, before cleaning."""
    rate = DAY_RATES[kind]
    return rate + rate * EXTRA_DAY_FRACTION * max(0, days - 1)


def hire_price(costumes, days, express_clean=False):
    """Total hire price for a list of costume kinds, e.g. ["deluxe", "kids"].

    The deposit is taken separately and isn't included here.
    """
    total = sum(costume_cost(kind, days) for kind in costumes)
    cleaning = CLEANING_PER_COSTUME + (EXPRESS_CLEAN if express_clean else 0)
    total += cleaning * len(costumes)
    return round(total, 2)


def deposit(costumes):
    """Refundable deposit, given back when everything comes back undamaged."""
    return DEPOSIT_PER_COSTUME * len(costumes)


if __name__ == "__main__":
    party = ["deluxe", "standard", "kids"]
    print(hire_price(party, 3), deposit(party))
