"""Materials kits handed out at the bobbin lace workshops."""

BOBBIN_PAIR = 1.80
THREAD_SPOOL = {"linen": 6.50, "cotton": 3.90, "silk": 11.00}
PILLOW_HIRE = 5.00
PATTERN_PRICKING = 2.00


def kit_cost(bobbin_pairs, thread="cotton", own_pillow=False):
    """Price of one student's kit for a workshop."""
    if thread not in THREAD_SPOOL:
        raise ValueError("unknown thread: %s" % thread)
    if bobbin_pairs < 1:
        raise ValueError("a kit needs at least one pair of bobbins")
    cost = bobbin_pairs * BOBBIN_PAIR + THREAD_SPOOL[thread] + PATTERN_PRICKING
    if not own_pillow:
        cost += PILLOW_HIRE
    return round(cost, 2)


def describe_kit(bobbin_pairs, thread="cotton", own_pillow=False):
    pillow = "own pillow" if own_pillow else "pillow hired"
    return "%d pairs of bobbins, %s thread, %s: £%.2f" % (
        bobbin_pairs, thread, pillow, kit_cost(bobbin_pairs, thread, own_pillow))
