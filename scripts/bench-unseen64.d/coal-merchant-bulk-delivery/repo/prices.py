"""Price list for the coal yard. Everything is sold by the 25kg bag."""

PRICES = {
    "house coal": 17.50,
    "smokeless ovals": 21.00,
    "anthracite beans": 23.50,
    "coke": 19.25,
    "heat logs": 8.75,
}


def line_price(product, bags):
    product = product.strip().lower()
    if product not in PRICES:
        raise ValueError(f"We don't sell {product!r}")
    if bags < 1:
        raise ValueError("Orders must be for at least one bag")
    return round(PRICES[product] * bags, 2)
