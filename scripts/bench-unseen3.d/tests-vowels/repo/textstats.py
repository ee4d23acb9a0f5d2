VOWELS = "aeiou"


def count_vowels(text):
    return sum(1 for ch in text if ch in VOWELS)


def word_count(text):
    return len(text.split())


def longest_word(text):
    words = text.split()
    if not words:
        return ""
    return max(words, key=len)
