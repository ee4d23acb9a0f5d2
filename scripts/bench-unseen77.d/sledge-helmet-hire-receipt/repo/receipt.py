"""Printed receipt for a sledge hire order."""

from sledge import DEPOSIT, hire_cost, order_total


def receipt(kind, count, slots=1):
    lines = ["Snowy Hill Sledge Hire"]
    plural = "" if slots == 1 else "s"
    lines.append("%s sledge x%d (%d slot%s): £%.2f"
                 % (kind.title(), count, slots, plural, hire_cost(kind, count, slots)))
    lines.append("Total: £%.2f" % order_total(kind, count, slots))
    lines.append("Refundable deposit: £%.2f" % DEPOSIT)
    return "\n".join(lines)


def deposit_note(customer):
    """Slip kept at the hut until the sledges come back."""
    return "Deposit of £%.2f taken from %s - returned with the sledges" % (DEPOSIT, customer)
