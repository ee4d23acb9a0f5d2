"""Splitting a restaurant bill between friends."""

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def with_tip(total, tip_percent):
    return (Decimal(str(total)) * (1 + Decimal(str(tip_percent)) / 100)).quantize(CENT, ROUND_HALF_UP)


def split_bill(total, people, tip_percent=10):
    if people < 1:
        raise ValueError("need at least one person to pay")
    grand = with_tip(total, tip_percent)
    share = (grand / people).quantize(CENT, rounding="ROUND_DOWN")
    shares = [share] * people
    leftover = grand - share * people
    shares[0] += leftover
    return shares
