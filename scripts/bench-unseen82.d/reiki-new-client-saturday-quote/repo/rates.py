"""Price list for Still Waters Reiki."""

SESSION_RATES = {30: 30.00, 60: 50.00, 90: 70.00}   # minutes -> price
WEEKEND_UPLIFT = 0.15        # Saturday and Sunday sessions cost 15% more
EVENING_FROM = 18            # sessions starting at 6pm or later ...
EVENING_SUPPLEMENT = 10.00   # ... pay this on top
CRYSTAL_HEALING = 8.00       # optional add-on
FIRST_VISIT_DISCOUNT = 0.20  # new clients get 20% off their first session
OPEN_HOURS = (9, 20)         # first and last start hour

# Prepaid packages (weekday daytime sessions only, no other discounts apply)
PACKAGE_PRICES = {"three 60-minute sessions": 135.00, "five 60-minute sessions": 215.00}
CANCELLATION_NOTICE_HOURS = 24   # less notice than this ...
LATE_CANCELLATION_FEE = 15.00    # ... and the client pays this
