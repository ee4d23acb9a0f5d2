"""Paper tickets handed back with the sharpened blades."""

from pricing import blade_charge, job_total


def ticket_lines(customer, blades, trade=False):
    lines = [f"Customer: {customer}"]
    for kind, length in blades:
        lines.append(f"  {kind} ({length}cm)  £{blade_charge(kind, length):.2f}")
    lines.append(f"Total: £{job_total(blades, trade):.2f}")
    return lines
