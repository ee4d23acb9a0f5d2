"""Counter quotes for customers choosing several stones."""

from pricing import SETTING_FEE, carat_price

VAT_RATE = 0.20


def quote_lines(stones, setting=False):
    """stones is a list of (stone, carats, grade) tuples."""
    lines = []
    for stone, carats, grade in stones:
        price = carat_price(stone, carats, grade)
        lines.append(f"{stone.title()} {carats}ct ({grade}): £{price:.2f}")
        if setting:
            lines.append(f"  Setting: £{SETTING_FEE:.2f}")
    return lines


def quote_total(stones, setting=False):
    net = sum(carat_price(s, c, g) for s, c, g in stones)
    if setting:
        net += SETTING_FEE * len(stones)
    return round(net * (1 + VAT_RATE), 2)


if __name__ == "__main__":
    order = [("garnet", 1.2, "fine"), ("peridot", 0.8, "commercial")]
    print("\n".join(quote_lines(order, setting=True)))
    print(f"Total inc VAT: £{quote_total(order, setting=True):.2f}")
