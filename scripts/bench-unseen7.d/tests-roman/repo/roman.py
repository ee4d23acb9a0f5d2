"""Roman numerals for chapter headings and clock faces."""

NUMERALS = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"out of range: {n}")
    out = []
    for value, letters in NUMERALS:
        while n >= value:
            out.append(letters)
            n -= value
    return "".join(out)


def from_roman(text):
    s = text.strip().upper()
    total = 0
    for i, ch in enumerate(s):
        value = VALUES[ch]
        if i + 1 < len(s) and VALUES[s[i + 1]] > value:
            total += value
        else:
            total += value
    return total


def chapter_heading(n, title):
    return f"Chapter {to_roman(n)}: {title}"
