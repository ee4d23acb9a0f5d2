"""Printable booking confirmation for the front desk."""

from pricing import booking_total


def confirmation(name, level, children, classes, mat_hire=False):
    total = booking_total(level, children, classes, mat_hire)
    lines = [
        f"Booking for {name}",
        f"Level: {level.title()}",
        f"Children: {children}",
        f"Classes: {classes}",
    ]
    if mat_hire:
        lines.append("Mat hire: yes")
    lines.append(f"Total: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(confirmation("Sample family", "beginner", 2, 4))
