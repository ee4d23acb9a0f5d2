"""Orders and order tickets for Threadmark Monogramming."""

from pricing import count_letters, letter_cost, item_cost

BULK_FROM = 10          # items in one order ...
BULK_DISCOUNT = 0.15    # ... get this much off


def order_total(style, text, quantity, thread="standard"):
    if quantity < 1:
        raise ValueError("quantity must be at least 1")
    total = item_cost(style, text, thread) * quantity
    if quantity >= BULK_FROM:
        total = total * (1 - BULK_DISCOUNT)
    return round(total, 2)


def order_ticket(customer, style, text, quantity, thread="standard"):
    letters = count_letters(text)
    lines = [
        "Threadmark Monogramming",
        "Customer: %s" % customer,
        "Text: %s (%s, %s thread)" % (text, style, thread),
        "Lettering: %d letters, £%.2f per item" % (letters, letter_cost(style, letters, thread)),
        "Items: %d" % quantity,
        "Total: £%.2f" % order_total(style, text, quantity, thread),
    ]
    return "\n".join(lines)
