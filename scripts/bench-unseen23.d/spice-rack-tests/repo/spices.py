"""Keep track of the jars in the kitchen spice rack."""

# grams in one level teaspoon
DENSITY_G_PER_TSP = {
    "cumin": 2.1,
    "paprika": 2.3,
    "cinnamon": 2.6,
    "salt": 6.0,
    "oregano": 1.0,
}
REFILL_FRACTION = 0.2   # time to buy more at or below a fifth of a jar


class Jar:
    def __init__(self, name, capacity_g, grams=None):
        self.name = name
        self.capacity_g = capacity_g
        self.grams = capacity_g if grams is None else grams

    def use(self, grams):
        if grams > self.grams:
            raise ValueError(f"only {self.grams} g of {self.name} left")
        self.grams -= grams
        return self.grams

    def percent_full(self):
        return round(100 * self.grams / self.capacity_g)

    def needs_refill(self):
        return self.grams < self.capacity_g * REFILL_FRACTION


def tsp_to_grams(name, tsp):
    return round(tsp * DENSITY_G_PER_TSP[name], 1)


def scale_recipe(amounts, from_servings, to_servings):
    """Scale a {spice: grams} recipe from one number of servings to another."""
    factor = from_servings / to_servings
    return {spice: round(grams * factor, 2) for spice, grams in amounts.items()}


def shopping_list(jars):
    return sorted(jar.name for jar in jars if jar.needs_refill())
