from minibar_items import SERVICE_CHARGE_PERCENT, price_of

# charged per item taken, to cover housekeeping refilling the fridge
RESTOCK_FEE = 1.75
LATE_CHECKOUT_FEE = 25.00


def minibar_total(consumed):
    """consumed maps item name -> how many were taken."""
    goods = sum(price_of(item) * qty for item, qty in consumed.items())
    restock = RESTOCK_FEE * sum(consumed.values())
    service = goods * SERVICE_CHARGE_PERCENT / 100
    return round(goods + restock + service, 2)


def bill_lines(room, consumed):
    lines = [f"Room {room} minibar"]
    for item, qty in sorted(consumed.items()):
        lines.append(f"  {qty} x {item} @ {price_of(item):.2f}")
    lines.append(f"  Total: {minibar_total(consumed):.2f}")
    return lines
