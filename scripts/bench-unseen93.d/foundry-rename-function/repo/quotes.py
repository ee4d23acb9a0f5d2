"""Written quotes for Hartley Foundry customers."""
from castings import calc_price


def quote_lines(customer, orders):
    """orders: list of dicts with metal, weight_kg, quantity, new_pattern."""
    lines = ["Quote for %s" % customer]
    grand_total = 0.0
    for order in orders:
        quantity = order.get("quantity", 1)
        price = calc_price(order["metal"], order["weight_kg"], quantity,
                           order.get("new_pattern", False))
        grand_total += price
        lines.append("%d x %s %.1f kg: £%.2f" % (
            quantity, order["metal"], order["weight_kg"], price))
    lines.append("Total: £%.2f" % grand_total)
    return lines


def quote_text(customer, orders):
    """The whole quote as one block of text."""
    return "\n".join(quote_lines(customer, orders))


def cheapest_metal(weight_kg):
    """Which metal gives the lowest price for a single casting."""
    return min(["bronze", "aluminium", "iron"],
               key=lambda m: calc_price(m, weight_kg))
