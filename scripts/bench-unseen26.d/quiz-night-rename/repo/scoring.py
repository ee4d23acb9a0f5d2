"""Marking answer sheets for the pub quiz."""

POINTS_PER_ANSWER = 1
JOKER_MULTIPLIER = 2


def normalise(answer):
    return " ".join(answer.lower().replace(".", "").split())


def tally_round(sheet, answers, joker=False):
    """sheet: the team's answers, answers: the correct ones (same order).

    Each correct answer scores one point; a team playing its joker on the
    round scores double.
    """
    correct = sum(
        1 for given, right in zip(sheet, answers)
        if normalise(given) == normalise(right)
    )
    points = correct * POINTS_PER_ANSWER
    return points * JOKER_MULTIPLIER if joker else points
