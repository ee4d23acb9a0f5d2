"""Sends the counter's orders to the till."""

from datetime import date

from counter import basket_total, label, over_limit, parse_order_line


def ring_up(lines, opened, max_grams=None):
    labels = []
    for line in lines:
        product, grams = parse_order_line(line)
        if over_limit(grams, max_grams):
            raise ValueError(f"{product}: {grams}g is more than we can sell in one go")
        labels.append(label(product, grams, opened))
    return labels, basket_total(lines)


def receipt(labels, total):
    return "\n".join(labels + [f"TOTAL £{total:.2f}"])
