from golf import leaderboard

CARDS = {
    "Alice": [4, 5, 3, 5, 4, 4, 3, 4, 5],
    "Bram": [5, 5, 4, 6, 4, 5, 3, 5, 6],
    "Chen": [4, 4, 2, 5, 4, 3, 3, 4, 5],
    "Dora": [4, 4, 3, 5, 4, 4, 3, 4, 5],
}


def board(cards):
    rows = [f"{place}. {player:<6} {strokes:>3}  {par}" for place, player, strokes, par in leaderboard(cards)]
    return "\n".join(rows)


if __name__ == "__main__":
    print(board(CARDS))
