"""Orders at the uniform shop counter."""

from catalogue import ITEMS, NAME_EMBROIDERY, NAME_LABELS_PACK

SIBLING_DISCOUNT = 0.10      # off the second child's uniform and beyond


def item_price(item, band, named=False):
    """One garment, with the child's name embroidered if asked."""
    price = ITEMS[item][band]
    if named:
        price += NAME_EMBROIDERY
    return price


def child_total(lines):
    """Total for one child: lines are (item, band, quantity, named)."""
    return round(sum(item_price(i, b, n) * q for i, b, q, n in lines), 2)


def order_total(children, label_packs=0):
    """Whole order for a family; the first child pays full price."""
    total = 0.0
    for n, lines in enumerate(children):
        t = child_total(lines)
        total += t if n == 0 else t * (1 - SIBLING_DISCOUNT)
    return round(total + label_packs * NAME_LABELS_PACK, 2)


if __name__ == "__main__":
    kit = [("jumper", "junior", 2, True), ("polo shirt", "junior", 3, False)]
    print(order_total([kit, kit], label_packs=1))
