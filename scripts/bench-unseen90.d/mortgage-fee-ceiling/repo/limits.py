"""Fee levels and lending limits used across the Keystone office."""

FEE_RATE = 0.005                    # broker fee is 0.5% of the loan...
MIN_FEE = 299.00                    # ...but never less than this
MAX_FEE = 1495.00                   # ...and never more than this
FIRST_TIME_BUYER_MAX_FEE = 995.00   # lower ceiling for first-time buyers
REMORTGAGE_FLAT_FEE = 499.00

MAX_LOAN_TO_VALUE = 0.95
MAX_INCOME_MULTIPLE = 4.5
APPOINTMENT_MINUTES = 60


def max_loan(income, property_value):
    """Largest loan we would put forward to a lender."""
    by_income = income * MAX_INCOME_MULTIPLE
    by_value = property_value * MAX_LOAN_TO_VALUE
    return round(min(by_income, by_value), 2)
