"""Reed orders for Hartwell Oboe Reeds."""

REED_PRICE = {"student": 14.00, "professional": 22.00, "cor anglais": 26.00}
BULK_FROM = 3             # three or more reeds of a kind ...
BULK_DISCOUNT = 0.10      # ... get 10% off the reeds
ADJUSTING_FEE = 5.00      # per reed, scraped to the player's own preference
POSTAGE = 2.95
FREE_POSTAGE_FROM = 50.00


def reed_order_total(reed, quantity, adjusted=False, posted=False):
    """Total for `quantity` reeds of one kind."""
    if reed not in REED_PRICE:
        raise ValueError("unknown reed: %s" % reed)
    if quantity < 1:
        raise ValueError("quantity must be at least 1")
    total = REED_PRICE[reed] * quantity
    if quantity >= BULK_FROM:
        total = total * (1 - BULK_DISCOUNT)
    if adjusted:
        total += ADJUSTING_FEE * quantity
    if posted and total < FREE_POSTAGE_FROM:
        total += POSTAGE
    return round(total, 2)
