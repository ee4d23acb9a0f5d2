"""Makes the text for the chalkboard outside the shop.

We show the price per kilo and what a typical 500g piece costs, because
customers find that easier to picture.
"""

import fish

TYPICAL_PIECE_GRAMS = 500


def board_line(species):
    """One line of the board, e.g. 'Cod  £18.50/kg  (500g £9.25)'."""
    per_kg = fish.PRICE_PER_KG[species]
    piece = fish.weigh_up(species, TYPICAL_PIECE_GRAMS)
    return f"{species.title():<10} £{per_kg:.2f}/kg  ({TYPICAL_PIECE_GRAMS}g £{piece:.2f})"


def board_lines():
    """All the lines, cheapest first."""
    ordered = sorted(fish.PRICE_PER_KG, key=fish.PRICE_PER_KG.get)
    return [board_line(species) for species in ordered]


if __name__ == "__main__":
    print("TODAY'S CATCH")
    for line in board_lines():
        print(line)
