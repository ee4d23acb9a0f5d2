"""Order pricing for the nougat shop."""

BOX_PRICES = {"small": 6.50, "medium": 11.00, "large": 19.50}
GIFT_WRAP = 2.25          # per box
BULK_THRESHOLD = 10       # boxes
BULK_DISCOUNT = 0.10
DELIVERY_FEE = 4.95
FREE_DELIVERY_OVER = 50.00


def box_price(size):
    if size not in BOX_PRICES:
        raise ValueError("unknown box size: %s" % size)
    return BOX_PRICES[size]


def order_total(size, quantity, gift_wrap=False, delivery=False):
    """Total for an order of `quantity` boxes of one size."""
    if quantity <= 0:
        raise ValueError("quantity must be positive")
    subtotal = box_price(size) * quantity
    if gift_wrap:
        subtotal += GIFT_WRAP
    if quantity >= BULK_THRESHOLD:
        subtotal = subtotal * (1 - BULK_DISCOUNT)
    if delivery and subtotal < FREE_DELIVERY_OVER:
        subtotal += DELIVERY_FEE
    return round(subtotal, 2)


def describe(size, quantity, gift_wrap=False, delivery=False):
    extras = []
    if gift_wrap:
        extras.append("gift wrapped")
    if delivery:
        extras.append("delivered")
    text = "%d x %s box" % (quantity, size)
    if extras:
        text += " (" + ", ".join(extras) + ")"
    return text
