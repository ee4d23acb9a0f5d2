"""Check which pieces will fit in the Victorian townhouse rooms."""

from scale import Room, describe, to_miniature_mm

PIECES_CM = {
    "four-poster bed": (150, 210, 200),
    "kitchen dresser": (120, 45, 190),
    "grandfather clock": (50, 30, 215),
}

ROOMS = [Room("bedroom", 280, 230, 230), Room("kitchen", 250, 170, 175)]


def check_all(scale_name="1:12"):
    lines = []
    for piece, dims in PIECES_CM.items():
        mini = tuple(to_miniature_mm(d, scale_name) for d in dims)
        rooms = [r.name for r in ROOMS if r.can_hold(mini)] or ["nowhere"]
        lines.append(f"{describe(piece, dims, scale_name)} -> fits in {', '.join(rooms)}")
    return lines


if __name__ == "__main__":
    print("\n".join(check_all()))
