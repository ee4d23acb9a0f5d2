"""Packing slip and receipt sent out with each order."""
from orders import PRODUCTS, delivery_cost, order_total


def receipt(order):
    lines = [f"Tidewater Smokehouse - order for {order['name']}"]
    for product, qty in order["items"]:
        lines.append(f"{qty} x {product:<20} £{PRODUCTS[product] * qty:>6.2f}")
    method = order.get("delivery", "standard")
    lines.append(f"{'Delivery (' + method + ')':<24} £{delivery_cost(order):>6.2f}")
    lines.append(f"{'TOTAL':<24} £{order_total(order):>6.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt({
        "name": "Mrs Byrne",
        "items": [("smoked salmon 200g", 2), ("kippers pair", 1)],
        "delivery": "next day",
        "gift_box": True,
    }))
