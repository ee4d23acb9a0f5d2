"""Plans the morning batch from the loaf list."""
from dough import salt_grams, starter_grams, water_for, water_ratio

LOAVES = {
    # name: (flour g per loaf, target hydration %)
    "country": (500, 75),
    "rye": (450, 82),
    "seeded": (520, 70),
}


def batch_sheet(orders):
    lines = []
    for name, count in orders.items():
        flour, target = LOAVES[name]
        flour *= count
        water = water_for(flour, target)
        lines.append(
            f"{name}: flour {flour} g, water {water} g ({water_ratio(flour, water)}%), "
            f"salt {salt_grams(flour)} g, starter {starter_grams(flour)} g"
        )
    return lines


if __name__ == "__main__":
    print("\n".join(batch_sheet({"country": 6, "rye": 2})))
