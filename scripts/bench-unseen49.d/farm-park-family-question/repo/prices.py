"""Admission prices for Meadowbank Farm Park.

Ages are on the day of the visit.
"""

ADULT = 11.50          # 16 to 64
SENIOR = 9.50          # 65 and over
CHILD = 8.50           # 2 to 15
UNDER_TWO = 0.00       # babes in arms are free

FAMILY_TICKET = 36.00          # exactly 2 adults (16-64) and 2 children
EXTRA_CHILD_ON_FAMILY = 6.00   # each extra child on top of a family ticket

TRACTOR_RIDE = 2.50    # per person, under twos ride on a lap for free
FEED_BAG = 1.20

HOLIDAY_UPLIFT = 0.10  # admission goes up 10% in the school holidays

# (month, day) start and end of each school holiday, inclusive
SCHOOL_HOLIDAYS = [
    ((2, 16), (2, 22)),    # February half term
    ((4, 5), (4, 21)),     # Easter
    ((5, 25), (5, 31)),    # May half term
    ((7, 23), (9, 2)),     # summer
    ((10, 25), (11, 2)),   # October half term
    ((12, 20), (12, 31)),  # Christmas (we're shut in early January)
]


def single_ticket(age):
    """Admission for one person, no family ticket."""
    if age < 2:
        return UNDER_TWO
    if age < 16:
        return CHILD
    if age >= 65:
        return SENIOR
    return ADULT
