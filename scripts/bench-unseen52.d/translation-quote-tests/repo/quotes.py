"""Quotes for Clearword Translations.

Prices are per word and depend on the language pair. Rush jobs (back
within 48 hours) cost extra, and there's a minimum charge so tiny jobs
are still worth doing.
"""

RATES_PER_WORD = {
    "french": 0.09,
    "spanish": 0.09,
    "german": 0.10,
    "polish": 0.11,
    "japanese": 0.16,
}
MINIMUM_CHARGE = 35.00
RUSH_SURCHARGE = 0.5          # +50% when it's needed within 48 hours
CERTIFICATION_FEE = 20.00     # flat fee for a stamped, certified copy
WORDS_PER_DAY = 2000          # what one translator can comfortably do


def count_words(text):
    """Number of words in the source text."""
    return len(text.split(" "))


def working_days(words):
    """How many working days a job of this size takes (at least 1)."""
    days = words // WORDS_PER_DAY
    return max(days, 1)


def quote(words, language, rush=False, certified=False):
    """Price in pounds for translating `words` words from `language`."""
    price = words * RATES_PER_WORD[language.lower()]
    if rush:
        price *= 1 + RUSH_SURCHARGE
    price = max(price, MINIMUM_CHARGE)
    if certified:
        price += CERTIFICATION_FEE
    return round(price, 2)
