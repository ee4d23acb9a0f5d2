"""Paddock grazing: weekly bills for horse and pony owners."""

WEEKLY_GRAZING = 28.00
PONY_MAX_HANDS = 12        # anything under this height counts as a pony
HAY_PER_WEEK = 12.50       # winter only
MULTI_ANIMAL_DISCOUNT = 0.10   # owners with three or more animals
FIELD_SHELTER_PER_WEEK = 6.00


def weekly_rate(height_hands):
    """Weekly grazing fee for one animal of the given height."""
    return WEEKLY_GRAZING


def animal_week(animal, winter=False):
    rate = weekly_rate(animal["hands"])
    if winter:
        rate += HAY_PER_WEEK
    if animal.get("shelter"):
        rate += FIELD_SHELTER_PER_WEEK
    return rate


def owner_bill(animals, weeks, winter=False):
    total = 0.0
    for animal in animals:
        total += animal_week(animal, winter) * weeks
    if len(animals) >= 3:
        total *= 1 - MULTI_ANIMAL_DISCOUNT
    return round(total, 2)


def bill_text(owner, animals, weeks, winter=False):
    lines = [f"Grazing bill for {owner} ({weeks} weeks)"]
    for animal in animals:
        lines.append(f"  {animal['name']}: £{animal_week(animal, winter) * weeks:.2f}")
    lines.append(f"  Total: £{owner_bill(animals, weeks, winter):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(bill_text("Ms Reyes", [
        {"name": "Biscuit", "hands": 11},
        {"name": "Major", "hands": 16.2, "shelter": True},
    ], 4, winter=True))
