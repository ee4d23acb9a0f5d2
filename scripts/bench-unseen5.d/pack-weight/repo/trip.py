"""Prints the packing summary for a trip."""

from backpack import Gear, heaviest, pack_weight, to_kg

GEAR = [
    Gear("tent", 1400),
    Gear("sleeping bag", 900),
    Gear("stove", 350),
    Gear("water (2 l)", 2000),
    Gear("boots", 1100, worn=True),
]


def summary(items, limit_kg=8):
    kg = to_kg(pack_weight(items))
    lines = [f"Pack weight: {kg} kg"]
    top = heaviest(items)
    if top is not None:
        lines.append(f"Heaviest item: {top.name}")
    if kg > limit_kg:
        lines.append("Too heavy! Leave something at home.")
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary(GEAR))
