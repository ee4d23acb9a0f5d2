"""Booking receipts for bootcamp blocks."""
from bootcamp import (KIT_FEE, SESSION_PRICE, block_discount_amount,
                      block_price, check_booking, sessions_cost)


def make_receipt(name, weeks, sessions_per_week, new_member=False):
    """Receipt text, one line per charge, ending with the total."""
    check_booking(weeks, sessions_per_week)
    sessions = weeks * sessions_per_week
    lines = [
        f"Bootcamp booking for {name}",
        f"{sessions} sessions x £{SESSION_PRICE:.2f}: £{sessions_cost(weeks, sessions_per_week):.2f}",
    ]
    discount = block_discount_amount(weeks, sessions_per_week)
    if discount:
        lines.append(f"{weeks}-week block discount: -£{discount:.2f}")
    if new_member:
        lines.append(f"Kit fee: £{KIT_FEE:.2f}")
    total = block_price(weeks, sessions_per_week, new_member)
    lines.append(f"Total: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(make_receipt("Sam", 8, 3, new_member=True))
