import sys

from batch import batch_volume_ml, bottles_needed, liquid_ml, scaled


def plan(name, servings):
    lines = [f"{name} x{servings}"]
    for ing, ml in scaled(name, servings).items():
        lines.append(f"  {ing}: {ml} ml")
    lines.append(f"  liquid {liquid_ml(name, servings)} ml, batch {batch_volume_ml(name, servings)} ml,"
                 f" {bottles_needed(name, servings)} bottle(s)")
    return "\n".join(lines)


if __name__ == "__main__":
    name = sys.argv[1] if len(sys.argv) > 1 else "negroni"
    servings = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    print(plan(name, servings))
