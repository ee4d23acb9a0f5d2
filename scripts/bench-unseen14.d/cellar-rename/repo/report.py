"""Prints what is in the cellar."""
import cellar
from stock import put_away, setup


def summary(racks):
    lines = []
    for rack in racks:
        assert isinstance(rack, cellar.Rack)
        wines = ", ".join(f"{w} {v}" for w, v in rack.bottles) or "empty"
        lines.append(f"{rack.name} ({rack.free()} free): {wines}")
    return "\n".join(lines)


if __name__ == "__main__":
    racks = setup()
    put_away(racks, [("Rioja", 2018), ("Chablis", 2021), ("Rioja", 2016), ("Barolo", 2015)])
    print(summary(racks))
