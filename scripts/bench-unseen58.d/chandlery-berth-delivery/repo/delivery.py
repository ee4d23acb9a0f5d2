"""Delivery notes for the shop lad to take round."""

from orders import PER_METRE


def line_text(item, qty):
    """How one line of the order reads on the note."""
    if item in PER_METRE:
        return f"  {qty}m {item}"
    return f"  {qty} x {item}"


def delivery_note(order):
    """The note that goes with the goods."""
    out = [f"Delivery for {order.customer}"]
    out += [line_text(item, qty) for item, qty in order.lines]
    out.append(f"Total to pay: £{order.total():.2f}")
    return out


if __name__ == "__main__":
    from orders import Order
    print("\n".join(delivery_note(Order("Mr Price", [("fender", 2), ("mooring line 12mm", 15)]))))
