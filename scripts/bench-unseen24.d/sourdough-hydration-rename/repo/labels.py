"""Shelf labels for the bread counter."""
import dough

PRICES = {"country": 4.20, "rye": 4.80, "seeded": 5.10}


def label(name, flour_g, water_g):
    hydration = dough.water_ratio(flour_g, water_g)
    texture = "open, chewy crumb" if hydration >= 75 else "tighter crumb"
    return f"{name.title()} loaf - {hydration}% hydration, {texture} - {PRICES[name]:.2f}"


if __name__ == "__main__":
    print(label("country", 500, 375))
    print(label("seeded", 520, 364))
