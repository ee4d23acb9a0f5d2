"""Printed receipt for a party hire order."""

from pricing import ITEM_PRICES, delivery_charge, order_total


def receipt_lines(customer, items):
    lines = [f"Party hire for {customer}"]
    for name, qty in items.items():
        lines.append(f"{qty} x {name}  £{ITEM_PRICES[name] * qty:.2f}")
    delivery = delivery_charge(items)
    lines.append("Delivery  FREE" if delivery == 0 else f"Delivery  £{delivery:.2f}")
    lines.append(f"Total  £{order_total(items):.2f}")
    return lines


if __name__ == "__main__":
    print("\n".join(receipt_lines("Ms Adeyemi", {"gazebo": 1, "trestle table": 3, "folding chair": 20})))
