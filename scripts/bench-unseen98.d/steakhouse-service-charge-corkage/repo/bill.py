"""Bill calculation for The Ember Steakhouse."""

from menu import price_of

SERVICE_CHARGE = 0.125
LARGE_PARTY = 8
CORKAGE_PER_BOTTLE = 12.00


def food_total(items):
    """items is a list of (menu item, quantity) pairs."""
    total = 0.0
    for name, qty in items:
        total += price_of(name) * qty
    return total


def corkage(bottles):
    return bottles * CORKAGE_PER_BOTTLE


def bill_total(items, guests, own_wine_bottles=0):
    """Total for a table, including service for large parties."""
    if guests < 1:
        raise ValueError("need at least one guest")
    subtotal = food_total(items) + corkage(own_wine_bottles)
    if guests >= LARGE_PARTY:
        subtotal += subtotal * SERVICE_CHARGE
    return round(subtotal, 2)


if __name__ == "__main__":
    order = [("ribeye", 4), ("sirloin", 4), ("fries", 8)]
    print(bill_total(order, 8, own_wine_bottles=3))
