"""Works out what a group pays at the gate (or over the phone)."""

from datetime import date

import prices


def is_school_holiday(day):
    """True if the date falls in one of the school holidays."""
    key = (day.month, day.day)
    return any(start <= key <= end for start, end in prices.SCHOOL_HOLIDAYS)


def admission(ages):
    """Cheapest admission for the group - individual tickets or a family ticket."""
    singles = sum(prices.single_ticket(age) for age in ages)
    adults = [a for a in ages if 16 <= a < 65]
    children = [a for a in ages if 2 <= a < 16]
    if len(adults) == 2 and len(children) >= 2:
        others = [a for a in ages if a not in adults and a not in children]
        family = (prices.FAMILY_TICKET
                  + prices.EXTRA_CHILD_ON_FAMILY * (len(children) - 2)
                  + sum(prices.single_ticket(a) for a in others))
        return min(singles, family)
    return singles


def visit_price(ages, day, tractor=False, feed_bags=0):
    """Total for the visit, rounded to the penny."""
    total = admission(ages)
    if is_school_holiday(day):
        total *= 1 + prices.HOLIDAY_UPLIFT
    if tractor:
        riders = [a for a in ages if a >= 2]
        total += prices.TRACTOR_RIDE * len(riders)
    total += prices.FEED_BAG * feed_bags
    return round(total, 2)


if __name__ == "__main__":
    print(visit_price([35, 33, 7, 4], date(2025, 5, 14), tractor=True))
