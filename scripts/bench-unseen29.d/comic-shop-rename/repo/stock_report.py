"""Print the back-issue box with shelf prices."""

from pricing import grade_mult, shelf_price

BOX = [
    ("Starlight Rangers #12", 2.50, "VF", False),
    ("Starlight Rangers #1", 1.75, "FN", True),
    ("Moth Girl Annual", 4.00, "G", False),
    ("The Quiet Harbour #3", 3.25, "P", False),
]


def report(box):
    lines = []
    for title, cover, grade, key in box:
        mult = grade_mult(grade)
        price = shelf_price(cover, grade, key)
        flag = " (key issue)" if key else ""
        lines.append(f"{title:<26} {grade:>2} x{mult:<4} £{price:.2f}{flag}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(BOX))
