"""Booking confirmations sent to houseboat guests."""

import calendar

from rates import BOATS, hire_total


def confirmation(guest, boat, nights, month, pets=0):
    total = hire_total(boat, nights, month, pets)
    lines = [
        f"Dear {guest},",
        f"Your booking of {boat.title()} ({BOATS[boat]['berths']} berths) is confirmed",
        f"for {nights} nights in {calendar.month_name[month]}.",
    ]
    if pets:
        lines.append(f"Pets on board: {pets}")
    lines.append(f"Amount due: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(confirmation("Ms Example", "otter", 3, 5))
