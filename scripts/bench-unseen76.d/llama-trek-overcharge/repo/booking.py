"""Llama trekking: booking confirmations."""

from trek import trek_price, people_count


def confirmation(name, date, adults, children=0, picnic=False, weekend=False):
    """Build the confirmation text we email to the customer."""
    total = trek_price(adults, children, picnic=picnic, weekend=weekend)
    walkers = people_count(adults, children)
    lines = [
        f"Llama trek booking for {name}",
        f"Date: {date}",
        f"Walkers: {walkers} ({adults} adults, {children} children)",
    ]
    if picnic:
        lines.append("Picnic lunch included")
    lines.append(f"Total paid: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(confirmation("Sample", "2024-06-01", 2, 1, picnic=True))
