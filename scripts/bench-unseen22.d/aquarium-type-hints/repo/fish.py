"""Stocking levels: a rough 1 cm of adult fish per litre rule."""

from aquarium import gallons_to_litres

ADULT_SIZE_CM = {"neon tetra": 3, "guppy": 5, "corydoras": 6, "platy": 6, "angelfish": 15}
CM_PER_LITRE = 1.0


def stocked_cm(fish):
    """fish: dict of species -> count."""
    return sum(ADULT_SIZE_CM[name] * n for name, n in fish.items())


def room_left_cm(tank_litres, fish):
    return tank_litres * CM_PER_LITRE - stocked_cm(fish)


def can_add(tank_gallons, fish, species, count=1):
    litres = gallons_to_litres(tank_gallons)
    return room_left_cm(litres, fish) >= ADULT_SIZE_CM[species] * count


if __name__ == "__main__":
    tank = {"neon tetra": 10, "corydoras": 4}
    print("room left:", room_left_cm(80, tank), "cm")
    print("add 2 platies to a 20 gal tank?", can_add(20, tank, "platy", 2))
