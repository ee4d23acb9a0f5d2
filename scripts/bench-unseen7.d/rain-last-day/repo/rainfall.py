"""Daily readings from the allotment rain gauge, in millimetres."""

DRY_BELOW_MM = 0.2


def weekly_totals(readings):
    """Sums the readings seven days at a time; the last week may be shorter."""
    totals = []
    week = 0.0
    for i in range(len(readings) - 1):
        week += readings[i]
        if (i + 1) % 7 == 0:
            totals.append(round(week, 1))
            week = 0.0
    if len(readings) % 7:
        totals.append(round(week, 1))
    return totals


def wettest_day(readings):
    return max(range(len(readings)), key=lambda i: readings[i]) + 1


def longest_dry_spell(readings):
    best = run = 0
    for mm in readings:
        run = run + 1 if mm < DRY_BELOW_MM else 0
        best = max(best, run)
    return best
