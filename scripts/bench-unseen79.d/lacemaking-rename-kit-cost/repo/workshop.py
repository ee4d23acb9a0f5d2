"""Places and totals for the lacemaking workshops."""
from kits import kit_cost

WORKSHOP_FEE = {"torchon": 45.00, "bucks point": 55.00, "honiton": 65.00}
KIT_PAIRS = {"torchon": 12, "bucks point": 20, "honiton": 16}
RETURNING_DISCOUNT = 5.00


def student_total(style, thread="cotton", own_pillow=False, returning=False):
    if style not in WORKSHOP_FEE:
        raise ValueError("we don't teach %s" % style)
    fee = WORKSHOP_FEE[style]
    if returning:
        fee -= RETURNING_DISCOUNT
    return round(fee + kit_cost(KIT_PAIRS[style], thread, own_pillow), 2)


def group_total(style, students, thread="cotton"):
    kits = kit_cost(KIT_PAIRS[style], thread) * students
    return round(WORKSHOP_FEE[style] * students + kits, 2)
