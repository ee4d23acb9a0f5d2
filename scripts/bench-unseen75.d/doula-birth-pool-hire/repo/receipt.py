"""Printable receipts for families."""

from packages import EXTRA_VISIT, PACKAGES, package_total, travel_charge


def make_receipt(client, package, extra_visits=0, miles=0):
    lines = [
        f"Receipt for {client}",
        f"Package ({package}): £{PACKAGES[package]:.2f}",
    ]
    if extra_visits:
        lines.append(f"Extra visits x{extra_visits}: £{EXTRA_VISIT * extra_visits:.2f}")
    travel = travel_charge(miles)
    if travel:
        lines.append(f"Travel ({miles} miles): £{travel:.2f}")
    total = package_total(package, extra_visits, miles)
    lines.append(f"Total: £{total:.2f}")
    lines.append("Thank you for choosing us.")
    return "\n".join(lines)
