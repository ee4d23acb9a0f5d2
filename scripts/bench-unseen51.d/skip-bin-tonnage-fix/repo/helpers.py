"""Small helper sums used by the quoting code."""

from datetime import date

KG_PER_TONNE = 1000


def tonnes_over(weight_kg, allowance_kg):
    """How far over its weight allowance a skip came back, in tonnes.

    The tip charges us in 100 kg steps, so any part of 100 kg counts as a
    whole step, e.g. 430 kg over is charged as 0.5 t.
    """
    over_kg = max(0, weight_kg - allowance_kg)
    return round(over_kg / KG_PER_TONNE, 1)


def days_between(dropped_off, collected):
    """Number of days the skip was on site (collection day not counted)."""
    return (collected - dropped_off).days


def extra_days(days_on_site, included_days):
    """Days over the included hire period."""
    return max(0, days_on_site - included_days)


if __name__ == "__main__":
    print(tonnes_over(1930, 1500))
    print(days_between(date(2025, 6, 2), date(2025, 6, 20)))
