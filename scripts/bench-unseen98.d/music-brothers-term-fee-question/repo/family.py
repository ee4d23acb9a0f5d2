"""Term bills for families with one or more children at the school."""

from fees import REGISTRATION_FEE, SIBLING_DISCOUNT, extras, lesson_fees


def family_term_bill(pupils, weeks):
    """pupils is a list of dicts with minutes, instrument and exam_prep.

    The child with the highest lesson fees pays full price; every other
    child gets the sibling discount on lesson fees (not on extras).
    Registration is charged once per family per term.
    """
    if not pupils:
        raise ValueError("no pupils")
    fees = [lesson_fees(p["minutes"], p["instrument"], weeks) for p in pupils]
    top = fees.index(max(fees))
    total = REGISTRATION_FEE
    for i, pupil in enumerate(pupils):
        lessons = fees[i]
        if i != top:
            lessons *= 1 - SIBLING_DISCOUNT
        total += lessons + extras(pupil.get("exam_prep", False))
    return round(total, 2)
