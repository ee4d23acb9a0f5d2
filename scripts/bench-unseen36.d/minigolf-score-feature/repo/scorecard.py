"""Scorecards for the Seaview Crazy Golf course."""

PARS = [2, 3, 2, 3, 4, 2, 3, 3, 2]


def total_strokes(strokes):
    return sum(strokes)


def score_to_par(strokes, pars=PARS):
    return total_strokes(strokes) - sum(pars[: len(strokes)])


def holes_in_one(strokes):
    return sum(1 for s in strokes if s == 1)


def leaderboard(players):
    """players maps a name to a list of strokes per hole."""
    ranking = sorted(players.items(), key=lambda item: total_strokes(item[1]))
    return [f"{i}. {name} ({total_strokes(s)})" for i, (name, s) in enumerate(ranking, 1)]
