"""Grading and pricing for the farm gate egg stall."""

PRICE_PER_DOZEN = {"small": 2.40, "medium": 3.00, "large": 3.60, "very_large": 4.20}


def grade(weight_g):
    if weight_g < 53:
        return "small"
    if weight_g < 63:
        return "medium"
    if weight_g < 73:
        return "large"
    return "very_large"


def sort_collection(weights):
    counts = {name: 0 for name in PRICE_PER_DOZEN}
    for weight in weights:
        counts[grade(weight)] += 1
    return counts


def box_price(size, eggs):
    if eggs % 6:
        raise ValueError("we only sell boxes of 6 or 12")
    return round(PRICE_PER_DOZEN[size] * (eggs // 12), 2)


def honesty_box_total(sales):
    return round(sum(box_price(size, eggs) for size, eggs in sales), 2)
