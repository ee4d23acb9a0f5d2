"""Totals up a job card: an MOT or retest, plus any repair work."""

from garage import LABOUR_RATE, MOT_FEE, VAT_RATE, retest_fee


def repair_cost(hours, parts):
    """Labour and parts for repairs, with VAT (the MOT itself has no VAT)."""
    net = hours * LABOUR_RATE + sum(parts)
    return round(net * (1 + VAT_RATE), 2)


def mot_job(hours=0, parts=()):
    """A fresh MOT plus any repairs done at the same visit."""
    return round(MOT_FEE + repair_cost(hours, parts), 2)


def retest_job(working_days_since_fail, failed_items, hours=0, parts=()):
    """A retest plus any repairs done before it."""
    fee = retest_fee(working_days_since_fail, failed_items)
    return round(fee + repair_cost(hours, parts), 2)


if __name__ == "__main__":
    print("MOT with a new bulb:", mot_job(0.1, [4.50]))
    print("Retest after brakes:", retest_job(4, ["brakes"], 1.5, [62.00]))
