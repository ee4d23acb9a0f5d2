"""Fabric needed for common pieces, taken from the trade guide (in yards)."""

YARDS_PER_PIECE = {
    "dining chair": 1.0,
    "footstool": 1.5,
    "ottoman": 2.0,
    "armchair": 5.0,
    "2-seater sofa": 5.5,
    "3-seater sofa": 7.0,
}

# Patterned fabric needs extra so the repeats line up.
PATTERN_EXTRA = 0.10

METRES_PER_YARD = 0.9144


def yards_to_metres(yards):
    return yards / METRES_PER_YARD


def metres_needed(piece, patterned=False):
    """Metres of fabric to order for one piece, rounded to the centimetre."""
    yards = YARDS_PER_PIECE[piece]
    if patterned:
        yards = yards * (1 + PATTERN_EXTRA)
    return round(yards_to_metres(yards), 2)
