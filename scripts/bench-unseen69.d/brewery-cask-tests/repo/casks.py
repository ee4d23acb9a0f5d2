"""Trade prices for casks of ale sold to pubs."""

CASK_LITRES = {"pin": 20.5, "firkin": 41.0, "kilderkin": 82.0}
BASE_PRICE = {"pin": 38.00, "firkin": 70.00, "kilderkin": 132.00}
DUTY_PER_LITRE_PER_ABV = 0.09   # pounds per litre for each 1% ABV
TRADE_DISCOUNT = 0.05           # for pubs taking 4 or more casks in one order
TRADE_DISCOUNT_CASKS = 4
DELIVERY = 12.00
FREE_DELIVERY_FROM = 250.00


def cask_duty(size, abv):
    return round(CASK_LITRES[size] * abv * DUTY_PER_LITRE_PER_ABV, 2)


def cask_price(size, abv):
    if size not in BASE_PRICE:
        raise ValueError(f"We don't fill {size} casks")
    return round(BASE_PRICE[size] + cask_duty(size, abv), 2)


def order_total(lines):
    """lines is a list of (size, abv, quantity) tuples."""
    total = sum(cask_price(size, abv) * qty for size, abv, qty in lines)
    casks = sum(qty for _size, _abv, qty in lines)
    if casks > TRADE_DISCOUNT_CASKS:
        total -= TRADE_DISCOUNT
    if total < FREE_DELIVERY_FROM:
        total += DELIVERY
    return round(total, 2)
