"""The printed receipt that goes to the table."""

from bill import bill_total, early_bird_saving, price_of


def receipt_text(table, items, early_bird=False):
    lines = [f"Brasserie Lumiere - table {table}", ""]
    for item in items:
        lines.append(f"{item:<22}{price_of(item):>8.2f}")
    saving = early_bird_saving(items, early_bird)
    if saving:
        lines.append(f"{'Early bird -20% food':<22}{-saving:>8.2f}")
    lines.append("")
    lines.append(f"{'TOTAL':<22}{bill_total(items, early_bird):>8.2f}")
    lines.append("Merci et a bientot!")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt_text(7, ["onion soup", "steak frites", "duck confit", "espresso"]))
