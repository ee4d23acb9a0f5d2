"""Scoring for the Sunday nine-hole competition."""

PAR = [4, 4, 3, 5, 4, 4, 3, 4, 5]


def total(strokes):
    return sum(strokes)


def to_par(strokes):
    diff = total(strokes) - sum(PAR[: len(strokes)])
    return "E" if diff == 0 else f"{diff:+d}"


def leaderboard(cards):
    """cards maps player -> strokes per hole. Returns (place, player, total, to_par) rows."""
    ranked = sorted(cards.items(), key=lambda item: total(item[1]), reverse=True)
    return [
        (place, player, total(strokes), to_par(strokes))
        for place, (player, strokes) in enumerate(ranked, start=1)
    ]
