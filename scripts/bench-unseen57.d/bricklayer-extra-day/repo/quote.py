"""Quotes for brickwork jobs."""

from bricks import bricks_needed, days_needed

BRICK_PRICE = 0.85          # each, facing bricks
DAY_RATE = 420.00           # bricklayer and labourer
MIXER_PER_DAY = 25.00
COPING_PER_M = 14.00        # coping stones along the top of garden walls


def wall_quote(length_m, height_m, double_skin=False, coping=True):
    """Price for building a wall: bricks, labour, mixer and coping."""
    bricks = bricks_needed(length_m, height_m, double_skin)
    days = days_needed(bricks)
    price = bricks * BRICK_PRICE + days * (DAY_RATE + MIXER_PER_DAY)
    if coping:
        price += length_m * COPING_PER_M
    return round(price, 2)


def quote_text(customer, length_m, height_m, **options):
    """One line for the quote we send out."""
    bricks = bricks_needed(length_m, height_m, options.get("double_skin", False))
    days = days_needed(bricks)
    price = wall_quote(length_m, height_m, **options)
    return (f"{customer}: {length_m}m x {height_m}m wall, {bricks} bricks, "
            f"{days} day(s) on site - £{price:.2f}")


if __name__ == "__main__":
    print(quote_text("Mr Ahmed", 5, 1))
    print(quote_text("Mrs Kerr", 10, 1.5, double_skin=True))
