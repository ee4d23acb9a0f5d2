"""Receipts for term fees at the Riverside Folk Fiddle School."""

from fees import BOOK_PRICE, EARLY_BIRD_DISCOUNT, LESSONS_PER_TERM, lessons_cost, term_total


def make_receipt(student, level, early_bird=False, tune_book=False):
    lines = [
        "Riverside Folk Fiddle School",
        "Student: %s" % student,
        "%d %s lessons: £%.2f" % (LESSONS_PER_TERM, level, lessons_cost(level)),
    ]
    if early_bird:
        saving = lessons_cost(level) * EARLY_BIRD_DISCOUNT
        lines.append("Early bird discount: -£%.2f" % saving)
    if tune_book:
        lines.append("Tune book: £%.2f" % BOOK_PRICE)
    lines.append("Total: £%.2f" % term_total(level, early_bird, tune_book))
    return "\n".join(lines)
