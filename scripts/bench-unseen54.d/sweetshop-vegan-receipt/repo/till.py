"""The till: one paper bag can have scoops from several jars."""

from jars import scoop_price


def bag_total(scoops):
    """scoops is a list of (jar, grams) pairs."""
    return round(sum(scoop_price(jar, grams) for jar, grams in scoops), 2)


def receipt(scoops):
    """The receipt text, one line per scoop and a total at the bottom."""
    lines = ["SHERBET LEMON SWEET SHOP", "-" * 36]
    for jar, grams in scoops:
        lines.append(f"{jar:<22}{grams:>5}g  £{scoop_price(jar, grams):.2f}")
    lines.append("-" * 36)
    lines.append(f"{'TOTAL':<29}£{bag_total(scoops):.2f}")
    lines.append("Thank you - see you soon!")
    return "\n".join(lines)


if __name__ == "__main__":
    bag = [("cola-bottles", 150), ("fudge-chunks", 120), ("sugar-free-mints", 30)]
    print(receipt(bag))
