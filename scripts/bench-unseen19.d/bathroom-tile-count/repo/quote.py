from tiles import boxes_needed, floor_area, tiles_needed

ROOMS = [
    # name, length m, width m, tile cm, price per box
    ("Bathroom", 4.0, 3.0, 30, 24.90),
    ("Hallway", 5.2, 1.1, 20, 12.50),
]

if __name__ == "__main__":
    for name, length, width, tile_cm, price in ROOMS:
        tiles = tiles_needed(floor_area(length, width), tile_cm)
        boxes = boxes_needed(tiles)
        print(f"{name}: {tiles} tiles, {boxes} boxes, £{boxes * price:.2f}")
