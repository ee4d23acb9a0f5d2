import re

ATOMIC_MASS = {
    "H": 1.008, "C": 12.011, "N": 14.007, "O": 15.999,
    "Na": 22.990, "Mg": 24.305, "S": 32.06, "Cl": 35.45, "Ca": 40.078,
}

TOKEN = re.compile(r"([A-Z][a-z]?)(\d*)")


def molar_mass(formula):
    total = 0.0
    for symbol, count in TOKEN.findall(formula):
        if symbol not in ATOMIC_MASS:
            raise ValueError(f"unknown element {symbol!r} in {formula!r}")
        total += ATOMIC_MASS[symbol] * int(count or 1)
    return round(total, 3)


def moles(grams, formula):
    """Convert a mass in grams into moles of the given compound."""
    return grams / molar_mass(formula)
