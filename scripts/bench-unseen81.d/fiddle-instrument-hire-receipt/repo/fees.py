"""Term fees for the Riverside Folk Fiddle School."""

LESSON_PRICES = {"beginner": 15.00, "intermediate": 18.00, "advanced": 22.00}  # per group lesson
LESSONS_PER_TERM = 10
EARLY_BIRD_DISCOUNT = 0.05    # paid before the term starts, lessons only
BOOK_PRICE = 8.50             # tune book, optional


def lessons_cost(level):
    if level not in LESSON_PRICES:
        raise ValueError("unknown level: %s" % level)
    return LESSON_PRICES[level] * LESSONS_PER_TERM


def term_total(level, early_bird=False, tune_book=False):
    total = lessons_cost(level)
    if early_bird:
        total = total * (1 - EARLY_BIRD_DISCOUNT)
    if tune_book:
        total += BOOK_PRICE
    return round(total, 2)
