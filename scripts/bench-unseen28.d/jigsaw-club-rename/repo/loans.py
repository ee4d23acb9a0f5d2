from puzzles import pieces_missing

MAX_MISSING_TO_LEND = 2


def can_lend(puzzle):
    return pieces_missing(puzzle) <= MAX_MISSING_TO_LEND


def lendable(puzzles):
    return [p.title for p in puzzles if can_lend(p)]
