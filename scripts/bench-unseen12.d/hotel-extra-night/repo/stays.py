from datetime import date

CITY_TAX_PER_NIGHT = 2.50


def nights_stayed(check_in, check_out):
    """Number of nights between arrival and departure."""
    if check_out <= check_in:
        raise ValueError("check-out must be after check-in")
    return (check_out - check_in).days + 1


def room_charge(check_in, check_out, nightly_rate):
    return round(nights_stayed(check_in, check_out) * nightly_rate, 2)


def city_tax(check_in, check_out, guests):
    return round(nights_stayed(check_in, check_out) * guests * CITY_TAX_PER_NIGHT, 2)


def parse_day(text):
    return date.fromisoformat(text)
