"""Order book for Inkwell - one entry per print run."""

from pricing import calc_cost

ORDERS = []


def add_order(customer, garment, qty, colours):
    """Record an order and return its price."""
    price = calc_cost(garment, qty, colours)
    ORDERS.append({
        "customer": customer,
        "garment": garment,
        "qty": qty,
        "colours": colours,
        "price": price,
    })
    return price


def takings():
    """Total value of everything in the order book."""
    return round(sum(order["price"] for order in ORDERS), 2)


def orders_for(customer):
    """All the runs we've done for one customer, oldest first."""
    return [order for order in ORDERS if order["customer"] == customer]


if __name__ == "__main__":
    add_order("Riverside FC", "tshirt", 30, 2)
    add_order("Riverside FC", "hoodie", 12, 1)
    print(takings())
