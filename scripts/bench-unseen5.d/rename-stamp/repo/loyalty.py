"""Coffee shop loyalty cards: every tenth drink is free."""

STAMPS_PER_FREE_DRINK = 9


class Card:
    def __init__(self, owner):
        self.owner = owner
        self.stamps = 0
        self.free_drinks = 0

    def __repr__(self):
        return f"Card({self.owner!r}, stamps={self.stamps}, free={self.free_drinks})"


def add_stamp(card, count=1):
    """Stamps the card; full rows of stamps turn into free drinks."""
    card.stamps += count
    while card.stamps >= STAMPS_PER_FREE_DRINK:
        card.stamps -= STAMPS_PER_FREE_DRINK
        card.free_drinks += 1
    return card


def redeem(card):
    if card.free_drinks == 0:
        raise ValueError(f"{card.owner} has no free drink yet")
    card.free_drinks -= 1
    return card
