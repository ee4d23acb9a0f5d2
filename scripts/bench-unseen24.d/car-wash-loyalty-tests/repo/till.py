"""Receipt printing at the till."""
from carwash import PRICES, wash_price

EXTRAS = {"tyre shine": 2.00, "air freshener": 1.50, "wax": 5.00}


def receipt(kind, hour, weekday, extras=()):
    lines = [f"{kind} wash".ljust(20) + f"{wash_price(kind, hour, weekday):6.2f}"]
    for extra in extras:
        lines.append(extra.ljust(20) + f"{EXTRAS[extra]:6.2f}")
    total = wash_price(kind, hour, weekday) + sum(EXTRAS[e] for e in extras)
    lines.append("TOTAL".ljust(20) + f"{total:6.2f}")
    return "\n".join(lines)


def menu():
    return ", ".join(f"{k} {v:.2f}" for k, v in PRICES.items())
