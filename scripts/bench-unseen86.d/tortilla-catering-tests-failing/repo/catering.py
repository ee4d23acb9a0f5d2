"""Tortilla tray catering orders."""

TRAY_PRICES = {"chicken": 24.00, "veggie": 20.00, "beef": 27.00}
SERVES_PER_TRAY = 6
VAT_RATE = 0.20
FREE_SALSA_FROM_TRAYS = 5
SALSA_POT = 3.50


def trays_needed(guests):
    """Number of trays so that every guest is served."""
    if guests <= 0:
        return 0
    return guests // SERVES_PER_TRAY


def order_net(filling, guests, salsa_pots=0):
    """Price before VAT. Salsa is free on orders of 5 trays or more."""
    if filling not in TRAY_PRICES:
        raise ValueError("unknown filling: %s" % filling)
    trays = trays_needed(guests)
    net = TRAY_PRICES[filling] * trays
    if trays < FREE_SALSA_FROM_TRAYS:
        net += SALSA_POT * salsa_pots
    return round(net, 2)


def order_gross(filling, guests, salsa_pots=0):
    """Price including VAT."""
    return round(order_net(filling, guests, salsa_pots) * VAT_RATE, 2)
