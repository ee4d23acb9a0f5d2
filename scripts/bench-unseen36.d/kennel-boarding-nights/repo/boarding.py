"""Boarding price calculator for Happy Paws Kennel."""
from datetime import date

NIGHTLY_RATE = 28.0
LARGE_DOG_SURCHARGE = 6.0
WEEKLY_DISCOUNT = 0.10
WEEK_NIGHTS = 7


def parse_day(text):
    year, month, day = (int(part) for part in text.split("-"))
    return date(year, month, day)


def nights_between(check_in, check_out):
    return (check_out - check_in).days


def boarding_cost(check_in, check_out, large_dog=False):
    nights = nights_between(check_in, check_out)
    rate = NIGHTLY_RATE
    if large_dog:
        rate += LARGE_DOG_SURCHARGE
    total = nights * rate
    # stays of a week or longer get the weekly discount
    if nights > WEEK_NIGHTS:
        total = total * (1 - WEEKLY_DISCOUNT)
    return round(total, 2)


def quote(name, check_in_text, check_out_text, large_dog=False):
    check_in = parse_day(check_in_text)
    check_out = parse_day(check_out_text)
    nights = nights_between(check_in, check_out)
    price = boarding_cost(check_in, check_out, large_dog)
    return f"{name}: {nights} nights, {price:.2f} GBP"


if __name__ == "__main__":
    print(quote("Biscuit", "2024-05-01", "2024-05-08"))
    print(quote("Bruno", "2024-05-01", "2024-05-04", large_dog=True))
