SAP_NAOH = {
    "olive": 0.135,
    "coconut": 0.183,
    "shea": 0.128,
    "castor": 0.128,
    "sunflower": 0.134,
    "cocoa butter": 0.137,
}
DEFAULT_SUPERFAT = 0.05
WATER_PER_LYE = 2.5


def oil_weight(recipe):
    return sum(recipe.values())


def lye_needed(recipe, superfat=DEFAULT_SUPERFAT):
    raw = sum(SAP_NAOH[oil] * grams for oil, grams in recipe.items())
    return round(raw * (1 - superfat), 1)


def water_needed(lye_grams, ratio=WATER_PER_LYE):
    return round(lye_grams * ratio, 1)


def percentages(recipe):
    total = oil_weight(recipe)
    return {oil: round(100 * grams / total, 1) for oil, grams in recipe.items()}


def scale(recipe, target_grams):
    factor = target_grams / oil_weight(recipe)
    return {oil: round(grams * factor) for oil, grams in recipe.items()}


def batch_sheet(name, recipe, superfat=DEFAULT_SUPERFAT):
    lye = lye_needed(recipe, superfat)
    lines = [f"{name} ({oil_weight(recipe)} g oils, {superfat:.0%} superfat)"]
    for oil, pct in percentages(recipe).items():
        lines.append(f"  {oil:<13}{recipe[oil]:>6} g {pct:>6}%")
    lines.append(f"  {'lye (NaOH)':<13}{lye:>6} g")
    lines.append(f"  {'water':<13}{water_needed(lye):>6} g")
    return "\n".join(lines)


if __name__ == "__main__":
    bastille = {"olive": 800, "coconut": 150, "castor": 50}
    print(batch_sheet("Bastille bar", bastille))
    print()
    print(batch_sheet("Shea treat", scale({"olive": 5, "shea": 3, "coconut": 2}, 600), superfat=0.08))
