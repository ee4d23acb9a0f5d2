"""Little helper the shop counter uses to print a return receipt."""

import sys
from datetime import date

from rates import DAMAGE_DEPOSIT
from rental import Rental, amount_due, hire_cost, late_fee


def receipt(rental, returned):
    lines = [
        f"Customer: {rental.customer}",
        f"Items: {', '.join(rental.items)}",
        f"Hire ({rental.days} days): {hire_cost(rental):.2f}",
    ]
    fee = late_fee(rental, returned)
    if fee:
        lines.append(f"Late return: {fee:.2f}")
    lines.append(f"Total: {amount_due(rental, returned):.2f}")
    lines.append(f"Deposit refunded: {DAMAGE_DEPOSIT:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    returned = date.fromisoformat(sys.argv[1]) if len(sys.argv) > 1 else date(2025, 2, 14)
    demo = Rental("Jonas", 34, date(2025, 2, 10), date(2025, 2, 14), ["skis", "boots", "poles"])
    print(receipt(demo, returned))
