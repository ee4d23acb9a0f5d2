"""Pattern pieces for the A-line skirt, in centimetres (width, length, copies)."""

PIECES = {
    "front panel": (38, 62, 1),
    "back panel": (38, 62, 2),
    "waistband": (8, 74, 1),
    "pocket": (18, 20, 2),
}


def pieces_for(size_scale=1.0):
    """Pieces scaled for a size; widths and lengths grow together."""
    return {
        name: (round(w * size_scale, 1), round(h * size_scale, 1), n)
        for name, (w, h, n) in PIECES.items()
    }
