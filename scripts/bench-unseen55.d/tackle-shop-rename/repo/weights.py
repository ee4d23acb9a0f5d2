"""Weight conversions for the Sunday match at the tackle shop.

Most of our anglers still weigh in pounds and ounces, but the club
league table is kept in kilograms, so everything is converted here.
"""

OUNCES_PER_POUND = 16
KG_PER_POUND = 0.45359237


def lbs_oz_to_kg(pounds, ounces=0):
    """Convert a weight given in pounds and ounces into kilograms."""
    total_pounds = pounds + ounces / OUNCES_PER_POUND
    return round(total_pounds * KG_PER_POUND, 3)


def kg_to_lbs_oz(kg):
    """Convert kilograms back to a (pounds, ounces) pair for the scales."""
    total_ounces = round(kg / KG_PER_POUND * OUNCES_PER_POUND)
    return divmod(total_ounces, OUNCES_PER_POUND)
