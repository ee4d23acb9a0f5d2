"""Printed slips: one for the kitchen, one for the driver."""


def kitchen_ticket(order):
    lines = [f"ORDER #{order.number}"]
    for name, size in order.items:
        lines.append(f"  1 x {size} {name}")
    return "\n".join(lines)


def driver_slip(order):
    lines = [
        f"ORDER #{order.number}",
        f"Customer: {order.customer}",
        f"Address: {order.address}",
        f"Phone: {order.phone}",
        f"Pizzas: {len(order.items)}",
        f"To pay: £{order.total():.2f}",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    from orders import new_order

    o = new_order("Sam Okafor", "14 Mill Lane", "07700 900123",
                  [("margherita", "large"), ("veggie", "medium")])
    print(driver_slip(o))
