from batches import roast_plan
from roasting import shrink_weight

ORDERS = [("Ethiopia Guji", 1200, "light"), ("Brazil Cerrado", 500, "dark")]


def label(origin, green_g, level):
    total = sum(roasted for _, roasted in roast_plan(green_g, level))
    return f"{origin} ({level}): {total} g roasted from {green_g} g green"


if __name__ == "__main__":
    for order in ORDERS:
        print(label(*order))
    print(f"Sample bag: {shrink_weight(250, 'medium')} g")
