from paint import litres_needed, tins_for, wall_area

WALLS = [
    ("window wall", 3.6, 2.5, 1.8),
    ("door wall", 3.6, 2.5, 1.6),
    ("side wall", 4.2, 2.5, 0.0),
    ("side wall", 4.2, 2.5, 0.0),
]


def estimate(walls, coats=2):
    area = sum(wall_area(w, h, o) for _, w, h, o in walls)
    litres = litres_needed(area, coats)
    return area, litres, tins_for(litres)


if __name__ == "__main__":
    area, litres, tins = estimate(WALLS)
    print(f"Area: {area:.1f} m2")
    print(f"Paint: {litres} L for 2 coats")
    print("Tins: " + " + ".join(f"{t} L" for t in tins))
