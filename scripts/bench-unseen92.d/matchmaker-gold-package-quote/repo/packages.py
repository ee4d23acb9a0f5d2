"""Membership packages for the matchmaking agency."""

PACKAGES = {
    "silver": {"monthly": 49.00, "introductions_per_month": 2},
    "gold": {"monthly": 89.00, "introductions_per_month": 4},
    "platinum": {"monthly": 149.00, "introductions_per_month": 8},
}
JOINING_FEE = 75.00          # new clients only
PHOTO_SHOOT = 120.00
LONG_TERM_MONTHS = 6
LONG_TERM_DISCOUNT = 0.15    # off the monthly fees when paying 6+ months up front


def monthly_fees(package, months, paid_up_front=False):
    fees = PACKAGES[package]["monthly"] * months
    if paid_up_front and months >= LONG_TERM_MONTHS:
        fees *= 1 - LONG_TERM_DISCOUNT
    return fees


def membership_price(package, months, paid_up_front=False, photo_shoot=False, returning=False):
    total = monthly_fees(package, months, paid_up_front)
    if not returning:
        total += JOINING_FEE
    if photo_shoot:
        total += PHOTO_SHOOT
    return round(total, 2)


def introductions(package, months):
    return PACKAGES[package]["introductions_per_month"] * months
