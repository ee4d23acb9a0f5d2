"""Quotes for the sign writing workshop."""

import math

LETTER_PRICE = {"vinyl": 1.2, "painted": 4.5, "gold leaf": 12.0}
BOARD_PRICE_PER_M2 = 40.0
MIN_CHARGE = 35.0


def letter_count(text):
    return sum(1 for ch in text if not ch.isspace())


def board_area(width_cm, height_cm):
    return round(width_cm * height_cm / 10000, 2)


def quote(text, finish, width_cm, height_cm, board=True):
    price = letter_count(text) * LETTER_PRICE[finish]
    if board:
        price += board_area(width_cm, height_cm) * BOARD_PRICE_PER_M2
    return round(max(price, MIN_CHARGE), 2)


def parse_size(size):
    # customers write sizes like "120x45"
    width, height = size.lower().split("x")
    return int(width), int(height)


def days_to_make(finish, letters):
    per_day = 200 if finish == "vinyl" else 40
    return math.ceil(letters / per_day)


def split_lines(text, max_chars=None):
    if max_chars is None:
        return [text]
    lines = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= max_chars:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
