"""Hourly charges for the hackspace's shared machines."""

TOOL_RATES = {
    "laser cutter": 6.00,
    "3d printer": 3.00,
    "cnc router": 9.00,
    "vinyl cutter": 6.00,
    "embroidery machine": 4.00,
}
MEMBER_DISCOUNT = 0.50     # members pay half the hourly rate
MIN_BOOKING_HOURS = 0.5
INDUCTION_FEE = 15.00      # one-off, before first use of a machine


def tool_cost(tool, hours, member=False, needs_induction=False):
    """Charge for using one machine."""
    if tool not in TOOL_RATES:
        raise ValueError(f"unknown machine: {tool}")
    if hours < MIN_BOOKING_HOURS:
        raise ValueError(f"minimum booking is {MIN_BOOKING_HOURS} hours")
    rate = TOOL_RATES[tool]
    if member:
        rate = rate * (1 - MEMBER_DISCOUNT)
    cost = rate * hours
    if needs_induction:
        cost += INDUCTION_FEE
    return round(cost, 2)
