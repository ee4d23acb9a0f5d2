"""Online shop prices for Bramblecombe Meadery."""

MEADS = {
    "traditional": 16.00,
    "metheglin": 18.00,
    "melomel": 19.00,
    "sparkling": 22.00,
}
EXTRAS = {
    "tasting glass": 6.00,
    "gift tube": 3.50,
    "honey jar": 7.50,
}
CASE_SIZE = 6
CASE_DISCOUNT = 0.10
DELIVERY = 7.95
FREE_DELIVERY_FROM = 100.00


def bottles_total(bottles):
    return round(sum(MEADS[name] * qty for name, qty in bottles.items()), 2)


def case_discount(bottles):
    if len(bottles) >= CASE_SIZE:
        return round(bottles_total(bottles) * CASE_DISCOUNT, 2)
    return 0.0


def extras_total(extras):
    return round(sum(EXTRAS[name] * qty for name, qty in extras.items()), 2)


def goods_total(bottles, extras=None):
    goods = bottles_total(bottles) - case_discount(bottles) + extras_total(extras or {})
    return round(goods, 2)


def delivery_charge(bottles, extras=None, delivered=True):
    if not delivered or goods_total(bottles, extras) >= FREE_DELIVERY_FROM:
        return 0.0
    return DELIVERY


def order_total(bottles, extras=None, delivered=True):
    return round(goods_total(bottles, extras) + delivery_charge(bottles, extras, delivered), 2)
