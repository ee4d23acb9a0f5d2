from boxes import HEAVY_KG, Box


def label(box):
    lines = [f"BOX {box.number} -> {box.room.upper()}"]
    if box.contents:
        lines.append(", ".join(box.contents))
    if box.weight_kg > HEAVY_KG:
        lines.append("HEAVY - lift with two")
    return "\n".join(lines)


MOVE = [
    Box(1, "kitchen", ["pans", "cutlery"], weight_kg=12.0),
    Box(2, "study", ["books"], weight_kg=24.5),
    Box(3, "bedroom", ["bedding"], weight_kg=6.0),
]

if __name__ == "__main__":
    print("\n\n".join(label(b) for b in MOVE))
