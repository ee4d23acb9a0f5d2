"""Trade prices for Harbourside Wholesale Foods."""

CASE_SIZES = {
    "tinned tomatoes": 24,
    "olive oil": 6,
    "basmati rice": 4,
    "kitchen roll": 12,
}
UNIT_COST = {
    "tinned tomatoes": 0.55,
    "olive oil": 6.20,
    "basmati rice": 9.50,
    "kitchen roll": 1.10,
}
TRADE_MARGIN = 0.20
BULK_TIERS = [(50, 0.08), (20, 0.05), (10, 0.02)]


def case_price(product):
    """Price of one full case, including our trade margin."""
    if product not in CASE_SIZES:
        raise KeyError(f"unknown product: {product}")
    units = CASE_SIZES[product]
    return round(units * UNIT_COST[product] * (1 + TRADE_MARGIN), 2)


def bulk_discount(cases):
    for minimum, rate in BULK_TIERS:
        if cases >= minimum:
            return rate
    return 0.0


def line_total(product, cases):
    price = case_price(product) * cases
    return round(price * (1 - bulk_discount(cases)), 2)
