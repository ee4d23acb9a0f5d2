"""Monthly stock audit."""
import warehouse


def countable(obj):
    return isinstance(obj, warehouse.Shelf)


def utilisation(units):
    cap = sum(u.capacity for u in units)
    return round(100 * sum(u.stored() for u in units) / cap) if cap else 0


def audit_lines(units):
    return [f"{u.code}: {u.stored()}/{u.capacity}" for u in units if countable(u)]
