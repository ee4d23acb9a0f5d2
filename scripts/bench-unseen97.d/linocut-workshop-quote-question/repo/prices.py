"""Price list for the linocut printmaking studio."""

WORKSHOP_FEES = {            # per person, one lino block included
    "beginner": 48.00,
    "two-colour": 62.00,
    "reduction": 75.00,
}
FRIENDS_DISCOUNT = 0.10      # off the workshop fees when 2 or more book together
EXTRA_BLOCK = 6.50           # each extra lino block, for the booking
PRESS_TIME_HOURLY = 10.00    # private press time after the workshop
PRESS_MIN_HOURS = 2          # press time is always charged for at least this long
PAPER_PACK = 4.00

MAX_PER_WORKSHOP = 8         # places at the big table
CANCELLATION_DAYS = 7        # full refund if cancelled at least this many days ahead
GIFT_VOUCHERS = (25.00, 50.00, 75.00)
