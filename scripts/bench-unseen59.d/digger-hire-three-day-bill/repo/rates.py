"""Hire rates for our mini diggers and dumpers.

The first day carries the set-up and cleaning, so it costs more; every day
after that is charged at the cheaper extra-day rate.
"""

# machine -> (first day, each extra day), before VAT
DAY_RATES = {
    "micro": (85.00, 60.00),     # 0.8 tonne, fits through a garden gate
    "1.5t": (110.00, 75.00),
    "3t": (145.00, 95.00),
    "dumper": (70.00, 45.00),
}
MAX_DAYS = 14
DAMAGE_WAIVER = 0.08         # of the machine hire, optional


def hire_charge(machine, days):
    """Machine hire for a run of days, before VAT."""
    if not 1 <= days <= MAX_DAYS:
        raise ValueError("We hire for 1 to 14 days; ring us for longer.")
    first, extra = DAY_RATES[machine]
    return first + extra * days
