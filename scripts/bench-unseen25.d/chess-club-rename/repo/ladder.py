"""Challenge ladder: beat someone above you and you take their place."""
from ratings import new_rating


def challenge(ladder, ratings, challenger, defender, challenger_won):
    """Return the new ladder order and ratings after one challenge match."""
    order = list(ladder)
    i, j = order.index(challenger), order.index(defender)
    if j >= i:
        raise ValueError("you can only challenge someone above you")
    score = 1 if challenger_won else 0
    new = dict(ratings)
    new[challenger] = new_rating(ratings[challenger], ratings[defender], score)
    new[defender] = new_rating(ratings[defender], ratings[challenger], 1 - score)
    if challenger_won:
        order.insert(j, order.pop(i))
    return order, new


if __name__ == "__main__":
    rungs = ["Chen", "Amira", "Bogdan", "Dot"]
    elo = {"Chen": 2015, "Amira": 1712, "Bogdan": 1540, "Dot": 1200}
    order, elo = challenge(rungs, elo, "Bogdan", "Amira", True)
    for place, name in enumerate(order, 1):
        print(place, name, elo[name])
