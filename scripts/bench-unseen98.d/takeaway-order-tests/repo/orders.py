"""Order totals for Lucky Star Takeaway."""

MENU = {
    "chicken chow mein": 8.50,
    "sweet and sour pork": 9.20,
    "egg fried rice": 3.80,
    "spring rolls": 4.50,
    "prawn crackers": 2.20,
    "crispy beef": 9.80,
}

DELIVERY_FEE = 2.50
FREE_DELIVERY_FROM = 25.00
MAX_DELIVERY_MILES = 5
PROMO_CODES = {"STUDENT10": 0.10, "WELCOME15": 0.15}


def subtotal(items):
    """items is a list of (dish, quantity) pairs."""
    return round(sum(MENU[dish] * qty for dish, qty in items), 2)


def delivery_charge(amount, miles):
    if miles > MAX_DELIVERY_MILES:
        raise ValueError("too far to deliver")
    if amount > FREE_DELIVERY_FROM:
        return 0.0
    return DELIVERY_FEE


def apply_promo(amount, code=None):
    if not code:
        return amount
    code = code.strip().upper()
    if code not in PROMO_CODES:
        raise ValueError(f"unknown promo code: {code}")
    return round(amount * PROMO_CODES[code], 2)


def order_total(items, miles=0, collection=False, promo=None):
    food = subtotal(items)
    discounted = apply_promo(food, promo)
    fee = 0.0 if collection else delivery_charge(food, miles)
    return round(discounted + fee, 2)
