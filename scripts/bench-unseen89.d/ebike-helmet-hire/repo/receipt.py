"""Receipts for Edgeley E-Bike Hire."""

from pricing import booking_total, hire_cost, insurance_cost


def receipt_lines(customer, bikes, days=1, half_day=False, insurance=False):
    if half_day:
        period = "half day"
    else:
        period = "%d day%s" % (days, "" if days == 1 else "s")
    lines = [
        "Edgeley E-Bike Hire",
        "Customer: %s" % customer,
        "Bike hire (%d x %s): £%.2f" % (bikes, period, hire_cost(bikes, days, half_day)),
    ]
    if insurance:
        lines.append("Insurance: £%.2f" % insurance_cost(bikes, days))
    lines.append("Total: £%.2f" % booking_total(bikes, days, half_day, insurance))
    lines.append("Thank you - ride safe!")
    return lines


def print_receipt(*args, **kwargs):
    print("\n".join(receipt_lines(*args, **kwargs)))
