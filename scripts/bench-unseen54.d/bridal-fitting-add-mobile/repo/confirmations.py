"""Confirmation messages we email after booking a fitting."""

from datetime import datetime

from fittings import book_fitting

SHOP_LINE = "Ivory Lace Bridal, 3 Minster Walk - 01632 960812"


def confirmation(booking):
    """The text of the confirmation email for one booking."""
    lines = [
        f"Dear {booking['bride']},",
        f"Your {booking['kind']} fitting is booked for "
        f"{booking['start']:%A %d %B at %H:%M} "
        f"(until {booking['end']:%H:%M}).",
    ]
    if booking["dress"]:
        lines.append(f"We'll have your {booking['dress']} ready for you.")
    lines.append("Please bring the shoes you'll be wearing on the day.")
    lines.append(SHOP_LINE)
    return "\n".join(lines)


if __name__ == "__main__":
    b = book_fitting("Sophie Turner", datetime(2025, 4, 12, 10, 30), "final", "Aria gown")
    print(confirmation(b))
