"""Paper planning for the community centre origami workshop."""
import math

SHEETS_PER_PACK = 50
MODELS = {"crane": 1, "lily": 1, "kusudama": 30, "star box": 8}


def sheets_needed(participants, model, spare_ratio=0.1):
    """Sheets of paper for everyone to fold one model, plus spares for mistakes."""
    if participants < 0:
        raise ValueError("participants cannot be negative")
    if model not in MODELS:
        raise ValueError(f"unknown model: {model}")
    base = participants * MODELS[model]
    return base + math.ceil(base * spare_ratio)


def packs_to_buy(sheets):
    return math.ceil(sheets / SHEETS_PER_PACK)


def square_side(width_cm, height_cm):
    """Largest square you can cut from a rectangular sheet."""
    return min(width_cm, height_cm)
