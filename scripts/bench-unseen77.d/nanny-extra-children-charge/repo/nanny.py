"""Billing for nanny bookings made through the agency."""

HOURLY_RATE = 14.50
OVERTIME_RATE = 21.00          # per hour beyond the standard day
STANDARD_HOURS = 8
EXTRA_CHILD_SUPPLEMENT = 2.00  # per hour, for each child after the first
WEEKEND_SURCHARGE = 0.15       # 15% on Saturday and Sunday bookings
BOOKING_FEE = 5.00


def hours_split(hours):
    """Split a booking into standard hours and overtime hours."""
    if hours <= STANDARD_HOURS:
        return hours, 0
    return STANDARD_HOURS, hours - STANDARD_HOURS


def booking_cost(hours, children=1, weekend=False):
    """Total price of one booking, including the booking fee."""
    standard, overtime = hours_split(hours)
    cost = standard * HOURLY_RATE + overtime * OVERTIME_RATE
    extra_children = max(children - 1, 0)
    cost += extra_children * EXTRA_CHILD_SUPPLEMENT
    if weekend:
        cost = cost * (1 + WEEKEND_SURCHARGE)
    return round(cost + BOOKING_FEE, 2)


def invoice_lines(hours, children=1, weekend=False):
    lines = ["Nanny booking: %g hours, %d child(ren)" % (hours, children)]
    if weekend:
        lines.append("Weekend surcharge applied")
    lines.append("Total due: £%.2f" % booking_cost(hours, children, weekend))
    return lines
