"""The delivery slip the driver hands over with the flowers."""

from orders import Bouquet


def delivery_slip(order):
    lines = [f"To: {order.recipient}", f"Address: {order.address}"]
    for name, count in sorted(order.stems.items()):
        lines.append(f"  {count} x {name}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(delivery_slip(Bouquet("Ada Lovelace", "12 St James's Sq", {"rose": 12, "lily": 3})))
