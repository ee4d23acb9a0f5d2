"""Printable receipts for scooter rentals."""

from rental import hire_cost, rental_total, INSURANCE_PER_DAY


def make_receipt(customer, days, insurance=False):
    lines = ["Vespa Rentals - receipt for %s" % customer]
    lines.append("Scooter hire (%d days): £%.2f" % (days, hire_cost(days)))
    if insurance:
        lines.append("Insurance: £%.2f" % (INSURANCE_PER_DAY * days))
    lines.append("Total: £%.2f" % rental_total(days, insurance))
    return "\n".join(lines)
