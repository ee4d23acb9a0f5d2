"""Price rules the till uses for donated stock."""

import math

import shop_settings as settings


def tidy(price):
    """Round down to the nearest 50p (never below 50p)."""
    step = settings.ROUND_TO_PENCE / 100
    return max(step, math.floor(price / step) * step)


def rail_price(tag_price, weeks_on_rail, category="", reduction=None):
    """What to charge for an item that's been out for a while.

    reduction is a fraction, e.g. 0.5 for half price. If it's left out we
    use the shop's usual end-of-rail reduction.
    """
    if category in settings.NEVER_REDUCED:
        return tag_price
    if weeks_on_rail >= settings.WEEKS_BEFORE_CLEARANCE:
        return settings.CLEARANCE_PRICE
    if weeks_on_rail >= settings.WEEKS_BEFORE_REDUCTION:
        if reduction is None:
            reduction = settings.END_OF_RAIL_REDUCTION
        return tidy(tag_price * (1 - reduction))
    return tag_price


def staff_price(price):
    """Volunteer discount, applied at the till."""
    return round(price * (1 - settings.STAFF_DISCOUNT), 2)


def gift_aid_claim(donated_sales):
    """How much extra we can claim back on Gift Aid sales."""
    return round(donated_sales * settings.GIFT_AID_RATE, 2)
