"""Group bookings: one line per passenger."""
from tandem import flight_price


def group_total(passengers):
    """passengers is a list of (name, package, weight_kg) tuples."""
    return round(sum(flight_price(pkg, kg) for _name, pkg, kg in passengers), 2)


def confirmation(passengers):
    lines = []
    for name, pkg, kg in passengers:
        lines.append(f"{name}: {pkg} flight £{flight_price(pkg, kg):.2f}")
    lines.append(f"Total to pay: £{group_total(passengers):.2f}")
    return "\n".join(lines)
