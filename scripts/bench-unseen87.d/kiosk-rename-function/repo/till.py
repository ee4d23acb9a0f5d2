"""Till helpers for the park kiosk."""
from kiosk import calc_tot, price_of


def receipt(items):
    """Printable receipt: one line per item, then the total (deals applied)."""
    lines = [f"{item:<15}{price_of(item):>6.2f}" for item in items]
    lines.append("-" * 21)
    lines.append(f"{'TOTAL':<15}{calc_tot(items):>6.2f}")
    return "\n".join(lines)


def change_due(items, paid):
    total = calc_tot(items)
    if paid < total:
        raise ValueError("not enough paid")
    return round(paid - total, 2)


def split_bill(items, people):
    """Share the total equally, rounding each share up to the penny."""
    if people < 1:
        raise ValueError("need at least one person")
    total = calc_tot(items)
    pence = round(total * 100)
    share = -(-pence // people)
    return share / 100
