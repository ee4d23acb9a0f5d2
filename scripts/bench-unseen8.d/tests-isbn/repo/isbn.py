"""ISBN helpers for the second-hand bookshop's stock list."""


def clean(isbn):
    return isbn.replace("-", "").replace(" ", "").upper()


def isbn10_check_digit(first9):
    total = sum((10 - i) * int(d) for i, d in enumerate(first9))
    check = (11 - total % 11) % 11
    return "X" if check == 10 else str(check)


def is_valid_isbn10(isbn):
    s = clean(isbn)
    if len(s) != 10 or not s[:9].isdigit():
        return False
    return isbn10_check_digit(s[:9]) == s[9]


def isbn13_check_digit(first12):
    total = sum(int(d) * (1 if i % 2 else 3) for i, d in enumerate(first12))
    return str((10 - total % 10) % 10)


def is_valid_isbn13(isbn):
    s = clean(isbn)
    return len(s) == 13 and s.isdigit() and isbn13_check_digit(s[:12]) == s[12]


def to_isbn13(isbn10):
    core = "978" + clean(isbn10)[:9]
    return core + isbn13_check_digit(core)
