"""Monthly invoices for desk users."""

import desks
from members import MONTHLY_FEE, member_price


def invoice_lines(name, days, member=False, fixed=False, room_hours=0):
    """Lines for the monthly invoice, total last."""
    if member:
        desk = member_price(days, fixed)
        lines = [f"Membership       £{MONTHLY_FEE:.2f}"]
    else:
        desk = desks.dp_calc(days, fixed)
        lines = []
    lines.append(f"Desk x {days} days  £{desk:.2f}")
    total = desk + (MONTHLY_FEE if member else 0)
    if room_hours:
        room = desks.room_price(room_hours)
        lines.append(f"Meeting room     £{room:.2f}")
        total += room
    lines.append(f"TOTAL            £{total:.2f}")
    return [f"Invoice for {name}"] + lines


if __name__ == "__main__":
    print("\n".join(invoice_lines("Kemi Adeyemi", 12, member=True, room_hours=2.5)))
