"""The jars on the shelf at Sherbet Lemon Sweet Shop.

Prices are per 100g.  We weigh out at least 50g, so anything smaller is
charged as 50g.
"""

JARS = {
    "cola-bottles": 1.40,
    "rhubarb-and-custard": 1.20,
    "sherbet-lemons": 1.20,
    "chocolate-limes": 1.60,
    "fudge-chunks": 2.10,
    "sugar-free-mints": 1.80,
    "jelly-babies": 1.30,
}
MIN_SCOOP_G = 50


def scoop_price(jar, grams):
    """Price for one scoop from a jar, rounded to the penny."""
    if jar not in JARS:
        raise KeyError(f"no jar called {jar}")
    grams = max(grams, MIN_SCOOP_G)
    return round(JARS[jar] * grams / 100, 2)
