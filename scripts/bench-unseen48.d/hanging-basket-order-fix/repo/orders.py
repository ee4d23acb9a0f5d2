"""Customer orders for hanging baskets."""

from baskets import line_price, plants_needed

DELIVERY_FLAT = 6.00
FREE_DELIVERY_OVER = 100.00


def delivery_charge(goods_total, delivered):
    if not delivered or goods_total >= FREE_DELIVERY_OVER:
        return 0.0
    return DELIVERY_FLAT


def order_total(lines, delivered=False):
    """lines is a list of (size, qty, extra_plants) tuples."""
    goods = sum(line_price(size, qty, extra) for size, qty, extra in lines)
    return round(goods + delivery_charge(goods, delivered), 2)


def pick_list(lines):
    plants = {}
    for size, qty, extra in lines:
        plants[size] = plants.get(size, 0) + plants_needed(size, qty, extra)
    return plants


if __name__ == "__main__":
    order = [(14, 6, 2), (12, 1, 0)]
    print(f"Order total: £{order_total(order, delivered=True):.2f}")
    print("Plants to pick:", pick_list(order))
