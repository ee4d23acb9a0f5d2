"""Lavender oil and dried bunches from Hilltop Lavender Farm."""

ML_PER_KG = 12.5           # oil from a kilo of fresh angustifolia flowers
LAVANDIN_FACTOR = 2.4      # lavandin gives a lot more oil per kilo
BOTTLE_PRICES = {10: 8.50, 30: 21.00}
BUNCH_PRICE = 4.00
BUNCHES_FOR_DEAL = 3
DEAL_PRICE = 10.00


def oil_yield_ml(kg_flowers, angustifolia=True):
    """Millilitres of oil we expect from one distillation."""
    per_kg = ML_PER_KG if angustifolia else ML_PER_KG * LAVANDIN_FACTOR
    return round(kg_flowers * per_kg, 1)


def bottles_from(ml, size):
    """How many full bottles of one size we can fill, and the ml left over."""
    full = int(ml // size)
    return full, round(ml - full * size, 1)


def bunch_price(bunches):
    """Dried bunches are 3 for £10, otherwise £4 each."""
    deals, singles = divmod(bunches, BUNCHES_FOR_DEAL)
    return deals * DEAL_PRICE + singles * BUNCH_PRICE


def batch_value(kg_flowers, size=10, angustifolia=True):
    """Shop value of a batch if it all goes into one size of bottle."""
    full, _left = bottles_from(oil_yield_ml(kg_flowers, angustifolia), size)
    return full * BOTTLE_PRICES[size]


if __name__ == "__main__":
    print(oil_yield_ml(40))
    print(bottles_from(oil_yield_ml(10, angustifolia=False), 30))
    print(bunch_price(7))
    print(batch_value(40, size=30))
