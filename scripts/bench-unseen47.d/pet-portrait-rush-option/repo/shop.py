"""Quote text for the online shop."""

from portraits import order_total, portrait_price, weeks_needed


def quote(size, pets=1, background="plain", collect=False):
    painting = portrait_price(size, pets, background)
    total = order_total(size, pets, background, collect)
    how = "collected from the studio" if collect else "posted"
    return (f"{size} portrait of {pets} pet(s), {background} background: £{painting:.2f}, "
            f"£{total:.2f} {how}, ready in about {weeks_needed(size, pets)} weeks")


if __name__ == "__main__":
    print(quote("A4", 2, "garden"))
