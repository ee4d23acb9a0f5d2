"""Shopping list for the spare-room makeover."""

from paintcalc import ceiling_area, litres_needed, tins_for, wall_area

ROOMS = {
    "spare room": dict(length=4, width=3, height=2.5, doors=1, windows=1),
    "hallway": dict(length=6, width=1.2, height=2.4, doors=3, windows=0),
}


def shopping_list(rooms, coats=2):
    lines = []
    for name, dims in rooms.items():
        walls = wall_area(**dims)
        litres = litres_needed(walls, coats)
        lines.append(f"{name}: {walls} m2 walls, {litres} L, tins {tins_for(litres)}")
        ceiling = ceiling_area(dims["length"], dims["width"])
        lines.append(f"{name} ceiling: {ceiling} m2, {litres_needed(ceiling, 1)} L")
    return lines


if __name__ == "__main__":
    print("\n".join(shopping_list(ROOMS)))
