"""Keg hire pricing for parties and events."""

KEG_PRICES = {
    "lager": 95.00,
    "ale": 105.00,
    "cider": 90.00,
    "stout": 110.00,
}
DEPOSIT_PER_KEG = 30.00
COOLER_HIRE_PER_DAY = 12.50
DELIVERY_FEE = 20.00
FREE_DELIVERY_FROM = 300.00


def keg_cost(kind, count):
    if kind not in KEG_PRICES:
        raise ValueError("unknown keg: " + kind)
    return KEG_PRICES[kind] * count


def cooler_cost(days, coolers=1):
    """Coolers are charged per cooler, per day."""
    if days < 1:
        raise ValueError("hire must be at least one day")
    return COOLER_HIRE_PER_DAY * coolers


def delivery_cost(goods):
    if goods >= FREE_DELIVERY_FROM:
        return 0.0
    return DELIVERY_FEE


def quote(order):
    """order: dict with 'kegs' ({kind: count}), 'days' and 'coolers'."""
    goods = 0.0
    deposit = 0.0
    for kind, count in order.get("kegs", {}).items():
        goods += keg_cost(kind, count)
        deposit += DEPOSIT_PER_KEG * count
    coolers = order.get("coolers", 0)
    if coolers:
        goods += cooler_cost(order.get("days", 1), coolers)
    delivery = delivery_cost(goods)
    total = goods + delivery + deposit
    return {
        "goods": round(goods, 2),
        "delivery": delivery,
        "deposit": round(deposit, 2),
        "total": round(total, 2),
    }
