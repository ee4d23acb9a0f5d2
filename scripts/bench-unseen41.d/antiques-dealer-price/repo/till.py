"""Receipts for the antiques centre till. Each piece carries its stall number."""

from pricing import basket_total, sale_price


def receipt(items, dealer=False, card=False):
    lines = []
    for stall, description, price in items:
        lines.append(f"Stall {stall:>2}  {description:<24} £{sale_price(price, dealer):>8.2f}")
    lines.append(f"{'Total':<34} £{basket_total([p for _, _, p in items], dealer, card):>8.2f}")
    if dealer:
        lines.append("Dealer discount applied")
    return lines


def takings_by_stall(items, dealer=False):
    takings = {}
    for stall, _, price in items:
        takings[stall] = round(takings.get(stall, 0) + sale_price(price, dealer), 2)
    return takings
