"""Termly fees."""
from lessons import TERM_WEEKS

FEE_PER_LESSON = 8.50
SIBLING_DISCOUNT = 0.10


def term_fee(children_in_family):
    total = 0.0
    for i in range(children_in_family):
        fee = FEE_PER_LESSON * TERM_WEEKS
        if i > 0:
            fee *= 1 - SIBLING_DISCOUNT
        total += fee
    return round(total, 2)
