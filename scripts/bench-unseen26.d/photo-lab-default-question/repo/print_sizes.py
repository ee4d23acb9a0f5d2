"""Print sizes the lab offers (inches) and the price per print in pounds."""

PRINT_SIZES = {
    "6x4": 0.30,
    "7x5": 0.65,
    "8x6": 1.10,
    "10x8": 2.50,
    "12x8": 3.20,
}

# 6x4 is what most people order from their phones
MOST_POPULAR = "6x4"

FINISHES = ("gloss", "lustre", "matte")


def price(size, copies):
    return round(PRINT_SIZES[size] * copies, 2)
