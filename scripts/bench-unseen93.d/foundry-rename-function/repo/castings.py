"""Price calculations for Hartley Foundry castings."""

METAL_PRICE_PER_KG = {
    "bronze": 14.00,
    "aluminium": 6.50,
    "iron": 3.20,
}
PATTERN_FEE = 85.00        # one-off charge for making a new pattern
MINIMUM_CHARGE = 50.00     # per casting
BATCH_SIZE = 10
BATCH_DISCOUNT = 0.08


def calc_price(metal, weight_kg, quantity=1, new_pattern=False):
    """Price for `quantity` identical castings of `weight_kg` each."""
    if metal not in METAL_PRICE_PER_KG:
        raise ValueError("we don't cast %s" % metal)
    if weight_kg <= 0 or quantity < 1:
        raise ValueError("weight and quantity must be positive")
    each = max(METAL_PRICE_PER_KG[metal] * weight_kg, MINIMUM_CHARGE)
    total = each * quantity
    if quantity >= BATCH_SIZE:
        total *= 1 - BATCH_DISCOUNT
    if new_pattern:
        total += PATTERN_FEE
    return round(total, 2)


def metals():
    """Metals we can cast, alphabetically."""
    return sorted(METAL_PRICE_PER_KG)
