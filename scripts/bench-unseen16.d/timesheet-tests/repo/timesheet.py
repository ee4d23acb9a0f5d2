"""Hours and pay for the café's weekly timesheets."""

OVERTIME_AFTER = 40      # hours per week at the normal rate
OVERTIME_RATE = 1.5


def to_minutes(clock):
    """'07:30' -> 450."""
    hours, minutes = clock.split(":")
    return int(hours) * 60 + int(minutes)


def shift_hours(start, end, break_minutes=0):
    """Hours worked in one shift; a shift may run past midnight."""
    minutes = to_minutes(end) - to_minutes(start)
    return (minutes - break_minutes) / 60


def week_hours(shifts):
    """Total hours for a list of (start, end, break_minutes) shifts."""
    return sum(shift_hours(*shift) for shift in shifts)


def weekly_pay(hours, rate):
    """Pay for a week; hours past OVERTIME_AFTER earn OVERTIME_RATE times the rate."""
    if hours > OVERTIME_AFTER:
        return round(hours * rate * OVERTIME_RATE, 2)
    return round(hours * rate, 2)
