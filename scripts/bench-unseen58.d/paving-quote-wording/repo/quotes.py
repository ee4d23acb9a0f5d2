"""Driveway and patio quotes."""

RATES = {"block paving": 55.00, "tarmac": 45.00, "resin": 75.00, "gravel": 30.00}   # per m2 laid
MIN_AREA = {"resin": 20}        # not worth mixing a batch for less
DIG_OUT = 12.00                 # per m2 to take up the old surface
SKIP = 280.00
DEPOSIT = 0.20


def quote(surface, m2, dig_out=True):
    """Price for the job, or None if it's too small for that surface."""
    if m2 < MIN_AREA.get(surface, 0):
        return None
    price = m2 * RATES[surface]
    if dig_out:
        price += m2 * DIG_OUT + SKIP
    return round(price, 2)


def give_quote(customer, surface, m2, dig_out=True):
    """Prints the quote for the customer and returns the price."""
    price = quote(surface, m2, dig_out)
    if price is None:
        print(f"Sorry {customer}, we only lay {surface} on areas of {MIN_AREA[surface]} m2 or more.")
        return None
    print(f"Quote for {customer}: {m2} m2 of {surface}, £{price:.2f}")
    print(f"A deposit of £{price * DEPOSIT:.2f} secures your start date.")
    return price


if __name__ == "__main__":
    give_quote("Mrs Hughes", "block paving", 40)
    give_quote("Mr Dale", "resin", 12)
