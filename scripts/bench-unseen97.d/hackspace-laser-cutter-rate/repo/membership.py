"""Monthly membership and day passes."""

from tools import tool_cost

MONTHLY_FEE = {"standard": 30.00, "concession": 18.00, "keyholder": 45.00}
DAY_PASS = 12.00


def monthly_bill(plan, tool_bookings=()):
    """Membership fee plus half-price machine time for the month.

    tool_bookings is a list of (tool, hours) pairs.
    """
    if plan not in MONTHLY_FEE:
        raise ValueError(f"unknown plan: {plan}")
    total = MONTHLY_FEE[plan]
    for tool, hours in tool_bookings:
        total += tool_cost(tool, hours, member=True)
    return round(total, 2)


def visitor_bill(tool_bookings=(), first_visit=False):
    """Day pass plus full-price machine time for non-members."""
    total = DAY_PASS
    for tool, hours in tool_bookings:
        total += tool_cost(tool, hours, needs_induction=first_visit)
    return round(total, 2)
