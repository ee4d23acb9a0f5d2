"""Prints a receipt for a counter sale."""
from cheese import basket_total, board_weight_g, wedge_price

CATALOGUE = {
    "Old Winchester": (24.00, True),
    "Tunworth": (32.00, False),
    "Stichelton": (38.50, False),
    "Cornish Yarg": (22.00, False),
}


def receipt(order, loyalty_card=False):
    lines = []
    for name, grams in order:
        per_kg, aged = CATALOGUE[name]
        lines.append(f"{name:<16}{grams:>5}g {wedge_price(grams, per_kg, aged, loyalty_card):>7.2f}")
    total = basket_total([(g, *CATALOGUE[n]) for n, g in order])
    if loyalty_card:
        total = round(sum(wedge_price(g, *CATALOGUE[n], True) for n, g in order), 2)
    lines.append(f"{'TOTAL':<23}{total:>7.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt([("Old Winchester", 250), ("Tunworth", 80)]))
    print(f"Board for 12: {board_weight_g(12)} g")
