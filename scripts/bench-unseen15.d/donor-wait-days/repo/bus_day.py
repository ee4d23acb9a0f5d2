import sys
from datetime import date

from donors import can_donate, next_eligible

DONORS = [
    {"name": "Priya", "age": 34, "weight_kg": 61, "last_donation": date(2024, 3, 1)},
    {"name": "Tomasz", "age": 45, "weight_kg": 88, "last_donation": date(2024, 3, 20)},
    {"name": "Lena", "age": 16, "weight_kg": 55, "last_donation": None},
    {"name": "Marco", "age": 29, "weight_kg": 74, "last_donation": None},
]


def day_sheet(donors, today):
    lines = []
    for d in donors:
        if can_donate(d, today):
            lines.append(f"{d['name']}: can donate")
        elif next_eligible(d) and next_eligible(d) > today:
            lines.append(f"{d['name']}: wait until {next_eligible(d).isoformat()}")
        else:
            lines.append(f"{d['name']}: not eligible")
    return lines


if __name__ == "__main__":
    today = date.fromisoformat(sys.argv[1]) if len(sys.argv) > 1 else date.today()
    print("\n".join(day_sheet(DONORS, today)))
