"""Quotes for papering a room, paper and hanging included."""

import math

from rolls import rolls_needed

PAPERS = {
    "Linen Plain": (18.50, 0.0),
    "Meadow": (32.00, 0.64),
    "Art Deco Fan": (45.00, 0.53),
    "Woodchip": (9.00, 0.0),
}
HANGING_PER_ROLL = 22.00
PASTE_TUB = 6.50
ROLLS_PER_TUB = 5
MINIMUM_LABOUR = 120.00


def room_quote(length, width, height, paper):
    if paper not in PAPERS:
        raise ValueError(f"we don't stock {paper}")
    price, repeat = PAPERS[paper]
    rolls = rolls_needed(length, width, height)
    paper_cost = rolls * price
    labour = max(rolls * HANGING_PER_ROLL, MINIMUM_LABOUR)
    paste = math.ceil(rolls / ROLLS_PER_TUB) * PASTE_TUB
    return {"rolls": rolls, "paper": paper_cost, "labour": labour, "paste": paste,
            "total": round(paper_cost + labour + paste, 2)}


def quote_text(customer, length, width, height, paper):
    q = room_quote(length, width, height, paper)
    return (f"{customer}: {q['rolls']} rolls of {paper} £{q['paper']:.2f}, hanging £{q['labour']:.2f}, "
            f"paste £{q['paste']:.2f}. Total £{q['total']:.2f}")


if __name__ == "__main__":
    print(quote_text("Mrs Okafor", 4, 3.5, 2.4, "Meadow"))
