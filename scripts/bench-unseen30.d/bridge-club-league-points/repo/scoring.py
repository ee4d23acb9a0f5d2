"""Match scoring rules for the bridge club team league."""

WIN_POINTS = 2
DRAW_POINTS = 1
LOSS_POINTS = 1

# Club rule: a match counts as a draw if the IMP difference is 2 or less.
DRAW_MARGIN = 2


def match_points(our_imps, their_imps):
    """League points earned by a team that scored our_imps against their_imps."""
    diff = our_imps - their_imps
    if abs(diff) <= DRAW_MARGIN:
        return DRAW_POINTS
    if diff > 0:
        return WIN_POINTS
    return LOSS_POINTS


def imp_difference(our_imps, their_imps):
    return our_imps - their_imps
