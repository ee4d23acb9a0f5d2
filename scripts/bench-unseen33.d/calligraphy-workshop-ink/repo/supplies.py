"""How much to bring for a calligraphy workshop."""

import math

INK_ML_PER_SHEET = 1.5
BOTTLE_ML = 30
NIBS_PER_STUDENT = 3
SPARE_NIBS = 4
SHEETS_PER_PAD = 25


def calc_ink(students, sheets_each):
    ml = students * sheets_each * INK_ML_PER_SHEET
    return math.ceil(ml / BOTTLE_ML)


def nibs_needed(students):
    return students * NIBS_PER_STUDENT + SPARE_NIBS


def pads_needed(students, sheets_each):
    return math.ceil(students * sheets_each / SHEETS_PER_PAD)
