"""Work out what a client pays for their treatments."""

from services import BROW_COMBO, BROW_COMBO_SAVING, PATCH_TEST_REQUIRED, PRICES, STUDENT_DISCOUNT


def basket_total(treatments, student=False):
    """Total for a list of treatment names booked in one visit."""
    for name in treatments:
        if name not in PRICES:
            raise ValueError(f"unknown treatment: {name}")
    total = sum(PRICES[name] for name in treatments)
    if all(name in treatments for name in BROW_COMBO):
        total -= BROW_COMBO_SAVING
    if student:
        total *= 1 - STUDENT_DISCOUNT
    return round(total, 2)


def needs_patch_test(treatments):
    return any(name in PATCH_TEST_REQUIRED for name in treatments)


def price_list():
    lines = []
    for name, price in PRICES.items():
        label = name.replace("_", " ").capitalize()
        lines.append(f"{label}: £{price:.2f}")
    return "\n".join(lines)
