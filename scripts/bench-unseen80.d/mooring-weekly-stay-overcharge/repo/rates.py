"""Visitor mooring rates for Willow Reach Moorings.

Prices agreed at the spring committee meeting; the office keeps the
printed price list in step with these numbers.
"""

PER_METRE_NIGHT = 2.40        # per metre of boat length, per night
ELECTRIC_HOOKUP_NIGHT = 5.00  # shore power, charged for every night used
DAY_VISIT_FLAT = 8.00         # daytime stop, no overnight stay
WATER_FILL = 3.00             # one-off fresh water top-up

WEEK_LENGTH = 7               # nights in a week
NIGHTS_CHARGED_PER_WEEK = 6   # stay a full week, pay for six nights

MAX_BOAT_LENGTH = 22.0        # metres; longer boats must phone the office

OFFICE_PHONE = "01632 960 418"
