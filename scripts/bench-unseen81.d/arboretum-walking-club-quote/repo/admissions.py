"""Admission prices for Hollins Wood Arboretum."""

ADULT = 12.00
CONCESSION = 9.00        # over-65s and students
CHILD = 6.00             # ages 5 to 15
                         # under-5s are free
GROUP_SIZE = 15          # paying visitors needed for the group rate
GROUP_DISCOUNT = 0.10    # off admission only
WEEKEND_EXTRA = 1.50     # per paying visitor on Saturdays and Sundays


def paying_visitors(adults, concessions, children):
    return adults + concessions + children


def admission_total(adults, concessions=0, children=0, weekend=False):
    if min(adults, concessions, children) < 0:
        raise ValueError("numbers cannot be negative")
    total = adults * ADULT + concessions * CONCESSION + children * CHILD
    payers = paying_visitors(adults, concessions, children)
    if weekend:
        total += payers * WEEKEND_EXTRA
    if payers >= GROUP_SIZE:
        total = total * (1 - GROUP_DISCOUNT)
    return round(total, 2)
