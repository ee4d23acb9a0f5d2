"""Price back-issue comics from their cover price and condition grade."""

GRADES = {
    "NM": 3.0,   # near mint
    "VF": 2.0,   # very fine
    "FN": 1.4,   # fine
    "VG": 1.0,   # very good
    "G": 0.6,    # good
    "P": 0.25,   # poor
}

MINIMUM_PRICE = 0.50


def grade_mult(grade):
    """How much the cover price is multiplied by for a given grade."""
    grade = grade.strip().upper()
    if grade not in GRADES:
        raise ValueError(f"unknown grade: {grade}")
    return GRADES[grade]


def shelf_price(cover_price, grade, key_issue=False):
    price = cover_price * grade_mult(grade)
    if key_issue:
        price *= 2
    return max(MINIMUM_PRICE, round(price, 2))
