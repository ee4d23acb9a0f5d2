"""Builds the van's delivery sheet for a day's round."""

from firewood import delivery_charge, order_subtotal, order_total


def sheet_line(customer, kind, bags):
    subtotal = order_subtotal(kind, bags)
    delivery = delivery_charge(subtotal)
    note = "free delivery" if delivery == 0 else f"delivery £{delivery:.2f}"
    return f"{customer}: {bags} x {kind} - £{order_total(kind, bags):.2f} ({note})"


def round_sheet(orders):
    lines = [sheet_line(*order) for order in orders]
    total_bags = sum(bags for _, _, bags in orders)
    takings = sum(order_total(kind, bags) for _, kind, bags in orders)
    lines.append(f"{total_bags} bags to load, £{takings:.2f} to collect")
    return lines


if __name__ == "__main__":
    for line in round_sheet([("Mrs Hale", "hardwood", 10), ("The Old Forge", "kindling", 4)]):
        print(line)
