"""Builds the weekly list of owners the front desk phones about boosters."""
from datetime import date

from vaccines import days_until_due, needs_reminder

PETS = [
    # name, owner, vaccine, last given
    ("Biscuit", "Mrs Patel", "rabies", date(2022, 6, 2)),
    ("Mochi", "Tom Reyes", "cat flu", date(2024, 3, 20)),
    ("Pepper", "The Okafors", "kennel cough", date(2024, 9, 1)),
    ("Luna", "J. Novak", "distemper", date(2024, 2, 14)),
]


def reminder_lines(pets, today):
    lines = []
    for name, owner, vaccine, given in pets:
        if not needs_reminder(vaccine, given, today):
            continue
        left = days_until_due(vaccine, given, today)
        when = f"overdue by {-left} days" if left < 0 else f"due in {left} days"
        lines.append(f"{name} ({owner}): {vaccine} {when}")
    return lines


if __name__ == "__main__":
    for line in reminder_lines(PETS, date(2025, 3, 1)):
        print(line)
