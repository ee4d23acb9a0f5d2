"""Scoring and rotation for the volleyball club's league nights."""

SET_POINTS = 25
DECIDER_POINTS = 15  # the fifth set is shorter
SETS_TO_WIN = 3


def rotate(lineup):
    return lineup[-1:] + lineup[:-1]


def set_target(set_number):
    return DECIDER_POINTS if set_number == 5 else SET_POINTS


def set_won(ours, theirs, set_number):
    target = set_target(set_number)
    return ours >= target and ours - theirs >= 2


def match_result(sets):
    ours = sum(1 for i, (a, b) in enumerate(sets, start=1) if set_won(a, b, i))
    theirs = sum(1 for i, (a, b) in enumerate(sets, start=1) if set_won(b, a, i))
    if ours == SETS_TO_WIN:
        return "won"
    if theirs == SETS_TO_WIN:
        return "lost"
    return "in progress"


def league_points(sets):
    result = match_result(sets)
    lost_sets = sum(1 for i, (a, b) in enumerate(sets, start=1) if set_won(b, a, i))
    if result == "won":
        return 3 if lost_sets <= 1 else 2
    if result == "lost":
        return 1 if lost_sets == 3 and len(sets) == 5 else 0
    return 0


def attack_efficiency(kills, errors, attempts):
    if attempts == 0:
        return 0.0
    return round((kills - errors) / attempts, 3)
