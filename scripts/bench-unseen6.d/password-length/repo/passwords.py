"""Random passwords for the family's shared accounts."""

import secrets
import string

DEFAULT_LENGTH = 12
MIN_LENGTH = 8
SYMBOLS = "!#$%&*+-=?@^_"


def alphabet(symbols=True):
    chars = string.ascii_letters + string.digits
    return chars + SYMBOLS if symbols else chars


def generate(length=DEFAULT_LENGTH, symbols=True, rng=secrets):
    if length < MIN_LENGTH:
        raise ValueError(f"passwords need at least {MIN_LENGTH} characters")
    chars = alphabet(symbols)
    while True:
        pw = "".join(rng.choice(chars) for _ in range(length))
        if any(c.isdigit() for c in pw) and any(c.isupper() for c in pw):
            return pw
