"""Pick and mix counter at Sugarplum Sweets: pricing bags by weight."""

PRICE_PER_100G = {
    "cola bottles": 1.20,
    "chocolate raisins": 1.60,
    "fudge chunks": 1.90,
    "jelly babies": 1.10,
    "sherbet lemons": 1.30,
}

MINIMUM_BAG = 1.00       # no bag is sold for less than this
BULK_GRAMS = 500         # bags of 500g or more...
BULK_DISCOUNT = 0.10     # ...get 10% off
JAR_DEPOSIT = 0.50       # refundable deposit for a glass jar


def scoop_price(sweet, grams):
    if sweet not in PRICE_PER_100G:
        raise ValueError(f"We don't stock {sweet}")
    if grams <= 0:
        raise ValueError("Weight must be more than zero")
    return round(PRICE_PER_100G[sweet] * grams / 1000, 2)


def bag_weight(scoops):
    return sum(grams for _, grams in scoops)


def bag_price(scoops, in_jar=False):
    total = sum(scoop_price(sweet, grams) for sweet, grams in scoops)
    if bag_weight(scoops) > BULK_GRAMS:
        total *= 1 - BULK_DISCOUNT
    total = min(total, MINIMUM_BAG)
    if in_jar:
        total += JAR_DEPOSIT
    return round(total, 2)


def label(scoops, in_jar=False):
    kind = "jar" if in_jar else "bag"
    return f"Pick & mix {kind}, {bag_weight(scoops)}g, £{bag_price(scoops, in_jar):.2f}"
