"""Prints a summary of the collection for the insurance folder."""

import valuation
from collection import COINS, by_tray, most_valuable


def tray_lines(coins):
    lines = []
    for tray, tray_coins in sorted(by_tray(coins).items()):
        lines.append(f"{tray}: £{valuation.collection_total(tray_coins):.2f}")
        for coin in tray_coins:
            lines.append(f"    {coin['name']:<28} {coin['grade']:<15} £{valuation.val(coin):.2f}")
    return lines


def summary(coins=COINS):
    lines = tray_lines(coins)
    lines.append("")
    lines.append("Top coins: " + ", ".join(c["name"] for c in most_valuable(coins)))
    lines.append(f"Whole collection: £{valuation.collection_total(coins):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary())
