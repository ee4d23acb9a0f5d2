"""Sponsorship maths for the Riverside 10K charity run."""

GIFT_AID_RATE = 0.25


def pledge_amount(pledge, km_run):
    """What one sponsor owes.

    A pledge can have a fixed sum ("fixed"), an amount per kilometre
    ("per_km"), or both. An optional "cap" limits the total.
    """
    if km_run < 0:
        raise ValueError("distance can't be negative")
    amount = pledge.get("fixed", 0) + pledge.get("per_km", 0) + km_run
    cap = pledge.get("cap")
    if cap is not None:
        amount = min(amount, cap)
    return round(amount, 2)


def gift_aid(pledges, km_run):
    """Extra the charity can claim back on pledges from UK taxpayers."""
    eligible = sum(pledge_amount(p, km_run) for p in pledges if p.get("gift_aid"))
    return round(eligible * GIFT_AID_RATE, 2)


def runner_total(pledges, km_run, include_gift_aid=True):
    total = sum(pledge_amount(p, km_run) for p in pledges)
    if include_gift_aid:
        total += gift_aid(pledges, km_run)
    return round(total, 2)
