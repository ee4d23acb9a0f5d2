"""Membership fees for Tiger Spirit Taekwondo."""

MONTHLY_FEE = {"junior": 28.00, "adult": 40.00}
JUNIOR_AGE_LIMIT = 16         # under 16 pays the junior fee
LOYALTY_YEARS = 5             # members for this many years or more
LOYALTY_DISCOUNT = 0.20       # get 20% off the monthly training fee
LICENCE_FEE = 3.00            # insurance licence, per month, never discounted
GRADING_FEE = {"coloured": 25.00, "black": 60.00}


def category(age):
    return "junior" if age < JUNIOR_AGE_LIMIT else "adult"


def has_loyalty(years_member):
    return years_member > LOYALTY_YEARS


def monthly_fee(age, years_member):
    """Monthly amount for one member, including the licence."""
    fee = MONTHLY_FEE[category(age)]
    if has_loyalty(years_member):
        fee = fee * (1 - LOYALTY_DISCOUNT)
    return round(fee + LICENCE_FEE, 2)


def grading_cost(belt):
    return GRADING_FEE["black" if belt == "black" else "coloured"]


def annual_cost(age, years_member, gradings=()):
    """Twelve months of fees plus any gradings taken during the year."""
    total = 12 * monthly_fee(age, years_member)
    total += sum(grading_cost(belt) for belt in gradings)
    return round(total, 2)
