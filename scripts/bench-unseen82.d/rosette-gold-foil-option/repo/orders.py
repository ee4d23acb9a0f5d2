"""Order pricing for Prize Ribbon Rosettes (custom rosettes for shows and events)."""

# (minimum quantity, price per rosette), checked from the biggest tier down
TIERS = [(250, 1.45), (100, 1.60), (50, 1.85), (10, 2.20)]
MIN_ORDER = 10
SETUP_FEE = 15.00      # per design (artwork and printing plates)
POSTAGE = 6.50         # flat rate, free if collected from the workshop


def unit_price(quantity):
    if quantity < MIN_ORDER:
        raise ValueError("minimum order is %d rosettes" % MIN_ORDER)
    for minimum, price in TIERS:
        if quantity >= minimum:
            return price
    raise ValueError("no price for that quantity")


def order_total(quantity, designs=1, collect=False):
    """Total for `quantity` rosettes split across `designs` designs."""
    if designs < 1 or designs > quantity:
        raise ValueError("designs must be between 1 and the quantity")
    total = unit_price(quantity) * quantity
    total += SETUP_FEE * designs
    if not collect:
        total += POSTAGE
    return round(total, 2)
