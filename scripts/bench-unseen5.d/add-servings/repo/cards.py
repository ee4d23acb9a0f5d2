"""Formats recipes as plain-text cards for printing."""

from recipes import BOX


def recipe_card(recipe):
    title = recipe.name
    if recipe.vegetarian:
        title += " (v)"
    lines = [title, f"Ready in {recipe.minutes} min"]
    lines += [f"- {item}" for item in recipe.ingredients]
    return "\n".join(lines)


def print_box(recipes=BOX):
    print("\n\n".join(recipe_card(r) for r in recipes))


if __name__ == "__main__":
    print_box()
