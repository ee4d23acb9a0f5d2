"""Builds the ticket that goes up on the rail above the grill."""

from collections import Counter

from orders import Order


def kitchen_ticket(order):
    """Return the lines of the kitchen ticket for an order."""
    lines = [f"ORDER #{order.number}"]
    for item, qty in sorted(Counter(order.items).items()):
        lines.append(f"  {qty} x {item.replace('_', ' ')}")
    lines.append("TAKEAWAY" if order.takeaway else "EAT IN")
    return lines


if __name__ == "__main__":
    o = Order(42, ["cheeseburger", "fries", "fries", "can"], takeaway=False)
    print("\n".join(kitchen_ticket(o)))
    print(f"£{o.total():.2f}")
