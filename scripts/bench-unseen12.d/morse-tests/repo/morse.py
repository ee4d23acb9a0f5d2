"""Morse code: letters are separated by spaces, words by ' / '."""

CODE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.",
    "G": "--.", "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..",
    "M": "--", "N": "-.", "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.",
    "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
    "Y": "-.--", "Z": "--..", "0": "-----", "1": ".----", "2": "..---",
    "3": "...--", "4": "....-", "5": ".....", "6": "-....", "7": "--...",
    "8": "---..", "9": "----.",
}
LETTERS = {signal: letter for letter, signal in CODE.items()}


def encode(text):
    words = text.upper().split()
    return " / ".join(" ".join(CODE[ch] for ch in word) for word in words)


def decode(signal):
    words = signal.strip().split(" / ")
    return "".join("".join(LETTERS[sym] for sym in word.split()) for word in words)
