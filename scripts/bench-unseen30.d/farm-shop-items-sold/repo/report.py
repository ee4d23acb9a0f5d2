"""End-of-day report for the farm shop."""

from sales import line_value, load_day

TODAY = """
# item, quantity, payment
eggs (dozen), 3, cash
honey jar, 1, card
veg box, 2, card
eggs (half dozen), 4, cash
apple juice, 2, cash
"""


def day_report(sales, date="today"):
    takings = sum(line_value(s) for s in sales)
    cash = sum(line_value(s) for s in sales if s[2] == "cash")
    card = sum(line_value(s) for s in sales if s[2] == "card")
    lines = [
        f"Farm shop report for {date}",
        f"Takings: £{takings:.2f}",
        f"  cash:  £{cash:.2f}",
        f"  card:  £{card:.2f}",
        f"Sales recorded: {len(sales)}",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    print(day_report(load_day(TODAY.splitlines())))
