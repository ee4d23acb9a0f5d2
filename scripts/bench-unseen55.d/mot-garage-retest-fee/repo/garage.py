"""Price list for the MOT bay at the garage.

The MOT fee is the legal maximum for a class 4 vehicle (cars and small vans).
"""

MOT_FEE = 54.85
PARTIAL_RETEST_FEE = 10.00      # brought back within the retest window
RETEST_WINDOW_DAYS = 10         # working days after a fail
FREE_RETEST_ITEMS = {"lamps", "wipers", "mirrors", "horn", "number_plate"}
LABOUR_RATE = 68.00             # per hour, for repairs after a fail
VAT_RATE = 0.20


def retest_fee(working_days_since_fail, failed_items):
    """What to charge when a car comes back for its retest.

    Back by the next working day with only minor items fixed: free.
    Back within the retest window: the partial retest fee.
    Any later than that and it's a full MOT again.
    """
    if working_days_since_fail <= 1 and set(failed_items) <= FREE_RETEST_ITEMS:
        return 0.0
    if working_days_since_fail <= RETEST_WINDOW_DAYS:
        return PARTIAL_RETEST_FEE
    return MOT_FEE
