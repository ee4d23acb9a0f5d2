"""Thread shopping list for embroidery patterns.

A pattern is a dict mapping a thread colour code to the number of
stitches in that colour.
"""

import math

STITCHES_PER_SKEIN = {14: 1800, 16: 2100, 18: 2500}  # by fabric count
PRICE_PER_SKEIN = 0.95


def skeins_needed(stitches, fabric_count=14):
    per_skein = STITCHES_PER_SKEIN[fabric_count]
    return max(1, math.ceil(stitches / per_skein))


def shopping_list(pattern, fabric_count=14, already_have=None):
    have = already_have or {}
    result = {}
    for code, stitches in sorted(pattern.items()):
        need = skeins_needed(stitches, fabric_count) - have.get(code, 0)
        if need > 0:
            result[code] = need
    return result


def cost(shopping, price=PRICE_PER_SKEIN):
    return round(sum(shopping.values()) * price, 2)


def describe(shopping):
    if not shopping:
        return "Nothing to buy - you have every colour already."
    parts = [f"{code} x{n}" for code, n in shopping.items()]
    return "Buy: " + ", ".join(parts)


if __name__ == "__main__":
    robin = {"DMC 321": 3900, "DMC 310": 1200, "DMC 738": 2600, "DMC 3865": 400}
    todo = shopping_list(robin, 14, already_have={"DMC 310": 2})
    print(describe(todo), f"(£{cost(todo):.2f})")
