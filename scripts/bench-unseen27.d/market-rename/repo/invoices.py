"""Build the weekly invoice lines for each trader."""
from fees import late_setup_fine, pitch_cost

TRADERS = [
    {"name": "Hollow Farm Eggs", "frontage_m": 3, "power": False, "pass": True},
    {"name": "Riverside Cheeses", "frontage_m": 4, "power": True, "pass": False},
    {"name": "Mabel's Jams", "frontage_m": 1.5, "power": False, "pass": False},
]


def invoice_lines(trader, minutes_late=0):
    lines = [("Pitch", pitch_cost(trader["frontage_m"], trader["power"], trader["pass"]))]
    fine = late_setup_fine(minutes_late)
    if fine:
        lines.append(("Late setup", fine))
    return lines


def invoice_total(trader, minutes_late=0):
    return round(sum(amount for _, amount in invoice_lines(trader, minutes_late)), 2)


if __name__ == "__main__":
    for t in TRADERS:
        print(f"{t['name']}: {invoice_total(t):.2f}")
