"""Stock list for Fairweather's ironmongery."""

STOCK = {
    "wood screws 4x40 (box of 200)": {"price": 6.95, "unit": "box"},
    "brass hinge 75mm": {"price": 3.40, "unit": "each"},
    "galvanised nails": {"price": 4.80, "unit": "kg"},
    "padlock 40mm": {"price": 9.99, "unit": "each"},
    "chain 6mm": {"price": 5.25, "unit": "metre"},
}

TRADE_DISCOUNT = 0.10
BULK_QUANTITY = 10
BULK_DISCOUNT = 0.05


def calc_price(item, quantity, trade=False):
    """Price for a quantity of one stock item, after any discounts."""
    if item not in STOCK:
        raise KeyError(f"We don't stock '{item}'")
    if quantity <= 0:
        raise ValueError("Quantity must be more than zero")
    price = STOCK[item]["price"] * quantity
    if quantity >= BULK_QUANTITY:
        price *= 1 - BULK_DISCOUNT
    if trade:
        price *= 1 - TRADE_DISCOUNT
    return round(price, 2)
