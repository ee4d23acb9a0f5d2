"""Membership: a monthly fee, then money off every day pass."""

from desks import MEMBER_DISCOUNT, dp_calc

MONTHLY_FEE = 45.00


def member_price(days, fixed=False, half_day=False):
    """What a member pays for day passes."""
    return round(dp_calc(days, fixed, half_day) * (1 - MEMBER_DISCOUNT), 2)


def worth_joining(days_per_month, fixed=False):
    """True if joining would save this person money over a month."""
    as_guest = dp_calc(days_per_month, fixed)
    as_member = MONTHLY_FEE + member_price(days_per_month, fixed)
    return as_member < as_guest
