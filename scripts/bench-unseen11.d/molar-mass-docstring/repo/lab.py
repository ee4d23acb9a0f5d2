from chemistry import molar_mass, moles

SAMPLES = [("table salt", "NaCl", 5.0), ("water", "H2O", 18.0), ("glucose", "C6H12O6", 90.0)]

if __name__ == "__main__":
    for name, formula, grams in SAMPLES:
        print(f"{name:12} {formula:8} {molar_mass(formula):8.3f} g/mol  {moles(grams, formula):.3f} mol in {grams} g")
