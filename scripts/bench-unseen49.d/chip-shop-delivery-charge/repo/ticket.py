"""Prints the kitchen/counter ticket for an order."""

from menu import price_of
from orders import order_total, student_saving

WIDTH = 32


def money_line(label, amount):
    """Label on the left, £ amount on the right."""
    text = f"£{amount:.2f}"
    return f"{label:<{WIDTH - len(text)}}{text}"


def ticket_text(items, student=False, name=""):
    """The whole ticket as one string."""
    lines = ["THE GOLDEN PLAICE".center(WIDTH), "-" * WIDTH]
    if name:
        lines.append(f"Order for: {name}")
    for item, qty in items.items():
        lines.append(money_line(f"{qty} x {item}", price_of(item) * qty))
    lines.append("-" * WIDTH)
    if student:
        lines.append(money_line("Student discount", -student_saving(items)))
    lines.append(money_line("TOTAL", order_total(items, student)))
    return "\n".join(lines)


if __name__ == "__main__":
    print(ticket_text({"cod": 2, "chips": 2, "mushy peas": 1}, student=True, name="Dev"))
