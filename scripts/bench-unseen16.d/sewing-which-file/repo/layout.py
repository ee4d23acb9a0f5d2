import math

from pattern import pieces_for
from seams import with_allowance

SHRINKAGE = 0.05   # pre-wash allowance for cotton


def length_to_buy(fabric_width_cm, size_scale=1.0):
    """Metres off the bolt, rounded up to the next 10 cm.

    Pieces are laid side by side across the fabric width in rows."""
    rows, row_width, row_length = 0.0, 0.0, 0.0
    for width, length, copies in pieces_for(size_scale).values():
        w, l = with_allowance(width, length)
        for _ in range(copies):
            if row_width + w > fabric_width_cm:
                rows += row_length
                row_width, row_length = 0.0, 0.0
            row_width += w
            row_length = max(row_length, l)
    total_cm = (rows + row_length) * (1 + SHRINKAGE)
    return math.ceil(total_cm / 10) / 10


if __name__ == "__main__":
    print(f"Buy {length_to_buy(140)} m of 140 cm cotton")
