BUY_IN = 10
REBUY = 5

PAYOUT_TABLE = [
    (5, [100]),
    (9, [65, 35]),
    (20, [50, 30, 20]),
]


def prize_pool(players, rebuys=0):
    return players * BUY_IN + rebuys * REBUY


def split_for(players):
    if players < 2:
        raise ValueError("need at least two players")
    for max_players, split in PAYOUT_TABLE:
        if players < max_players:
            return split
    raise ValueError(f"too many players for one table: {players}")


def payouts(players, rebuys=0):
    pool = prize_pool(players, rebuys)
    amounts = [pool * share // 100 for share in split_for(players)]
    amounts[0] += pool - sum(amounts)
    return amounts


def announce(players, rebuys=0):
    places = ["1st", "2nd", "3rd"]
    parts = [f"{place} £{amount}" for place, amount in zip(places, payouts(players, rebuys))]
    return f"Pot £{prize_pool(players, rebuys)}: " + ", ".join(parts)


if __name__ == "__main__":
    for players, rebuys in [(4, 1), (5, 0), (8, 3), (9, 0), (12, 4)]:
        print(f"{players} players, {rebuys} rebuys -> {announce(players, rebuys)}")
