"""Customer quotes for the pressure washing round."""

from washing import job_price

VAT_RATE = 0.2
WEEKEND_DAYS = ("saturday", "sunday")


def quote(surface, area, day, resand=False, seal=False):
    """Return (price before VAT, price the customer pays including VAT)."""
    weekend = day.strip().lower() in WEEKEND_DAYS
    ex_vat = job_price(surface, area, resand, seal, weekend)
    return ex_vat, round(ex_vat * (1 + VAT_RATE), 2)


def quote_line(customer, surface, area, day, resand=False, seal=False):
    ex_vat, total = quote(surface, area, day, resand, seal)
    return f"{customer}: {area} sq m {surface.replace('_', ' ')} on {day}, £{ex_vat:.2f} + VAT = £{total:.2f}"


if __name__ == "__main__":
    print(quote_line("Mr Jenkins", "patio", 20, "Tuesday"))
