"""Prints a recipe card for tomorrow's bake."""

from bread import hydration, salt_for, water_for


def card(flour_g=500, starter_g=100, target=75):
    water = water_for(flour_g, target, starter_g)
    return "\n".join([
        f"Flour:   {flour_g} g",
        f"Starter: {starter_g} g",
        f"Water:   {water} g",
        f"Salt:    {salt_for(flour_g)} g",
        f"Hydration: {hydration(flour_g, water, starter_g)}%",
    ])


if __name__ == "__main__":
    print(card())
