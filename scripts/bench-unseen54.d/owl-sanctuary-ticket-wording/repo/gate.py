"""Till for the gate at Hoot Hollow Owl Sanctuary.

The ticket printer just prints whatever print_ticket() sends to the
screen, one line at a time.
"""

from datetime import date

PRICES = {"adult": 9.50, "child": 5.50, "family": 27.00}
GIFT_AID_RATE = 0.25
DISPLAY_TIMES = ("11:30", "14:30")


def ticket_total(tickets):
    """tickets is a dict like {"adult": 2, "child": 1}."""
    return round(sum(PRICES[kind] * n for kind, n in tickets.items()), 2)


def print_ticket(ticket_no, tickets, gift_aid=False, day=None):
    """Print the entry ticket for one group at the gate."""
    day = day or date.today()
    total = ticket_total(tickets)
    print(f"HOOT HOLLOW OWL SANCTUARY   No. {ticket_no:05d}")
    print(f"Valid {day:%d/%m/%Y} only")
    for kind, n in tickets.items():
        if n:
            print(f"  {n} x {kind:<7} £{PRICES[kind] * n:6.2f}")
    print(f"  Total          £{total:6.2f}")
    if gift_aid:
        print(f"  Gift Aid adds £{total * GIFT_AID_RATE:.2f} at no cost to you - thank you!")
    print("Flying displays at " + " and ".join(DISPLAY_TIMES))
    print("Thank you for visiting Hoot Hollow! Please keep to the paths.")


if __name__ == "__main__":
    print_ticket(42, {"adult": 2, "child": 1}, gift_aid=True)
