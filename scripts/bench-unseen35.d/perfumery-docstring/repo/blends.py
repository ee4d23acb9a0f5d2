"""Work out recipes for perfume blends."""

CONCENTRATIONS = {
    "parfum": 0.25,
    "eau de parfum": 0.18,
    "eau de toilette": 0.10,
    "eau de cologne": 0.04,
}
DROPS_PER_ML = 20


def oil_millilitres(bottle_ml, strength):
    if strength not in CONCENTRATIONS:
        raise ValueError(f"Unknown strength: {strength}")
    return bottle_ml * CONCENTRATIONS[strength]


def split_notes(total_ml, top=30, heart=50, base=20):
    parts = top + heart + base
    return {
        "top": total_ml * top / parts,
        "heart": total_ml * heart / parts,
        "base": total_ml * base / parts,
    }


def to_drops(millilitres):
    return round(millilitres * DROPS_PER_ML)


def recipe(bottle_ml, strength, **ratios):
    oil = oil_millilitres(bottle_ml, strength)
    notes = split_notes(oil, **ratios)
    return {
        "alcohol_ml": round(bottle_ml - oil, 1),
        "drops": {note: to_drops(ml) for note, ml in notes.items()},
    }


def describe(name, bottle_ml, strength, **ratios):
    card = recipe(bottle_ml, strength, **ratios)
    lines = [f"{name}: {bottle_ml} ml {strength}"]
    for note, drops in card["drops"].items():
        lines.append(f"  {note:<5} {drops} drops")
    lines.append(f"  perfumer's alcohol {card['alcohol_ml']} ml")
    return "\n".join(lines)


if __name__ == "__main__":
    print(describe("Orchard Dawn", 50, "eau de parfum"))
    print(describe("Cedar Smoke", 30, "parfum", top=20, heart=40, base=40))
