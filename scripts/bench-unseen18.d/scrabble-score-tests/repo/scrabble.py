"""Scoring for words played in Scrabble (English letter values)."""

LETTER_VALUES = {}
for letters, value in [("AEILNORSTU", 1), ("DG", 2), ("BCMP", 3), ("FHVWY", 4),
                       ("K", 5), ("JX", 8), ("QZ", 10)]:
    for letter in letters:
        LETTER_VALUES[letter] = value

BINGO_LENGTH = 7   # using all seven tiles at once
BINGO_BONUS = 50


def letter_score(letter):
    return LETTER_VALUES[letter]


def word_score(word, double_letters=(), double_word=False, triple_word=False):
    """Score for `word`; double_letters holds the positions on double-letter squares."""
    total = 0
    for position, letter in enumerate(word):
        value = letter_score(letter)
        if position in double_letters:
            value *= 2
        total += value
    if double_word:
        total *= 2
    if triple_word:
        total *= 3
    if len(word) > BINGO_LENGTH:
        total += BINGO_BONUS
    return total
