"""Pool scoring for the fencing club's monthly competition."""

POOL_TOUCHES = 5
DE_TOUCHES = 15


def touches_to_win(direct_elimination=False):
    return DE_TOUCHES if direct_elimination else POOL_TOUCHES


def winner(name_a, score_a, name_b, score_b):
    if score_a == score_b:
        raise ValueError("a bout cannot end in a draw")
    return name_a if score_a > score_b else name_b


def tally(bouts):
    stats = {}
    for name_a, score_a, name_b, score_b in bouts:
        for name in (name_a, name_b):
            stats.setdefault(name, {"bouts": 0, "wins": 0, "scored": 0, "received": 0})
        stats[name_a]["bouts"] += 1
        stats[name_b]["bouts"] += 1
        stats[name_a]["scored"] += score_a
        stats[name_a]["received"] += score_b
        stats[name_b]["scored"] += score_b
        stats[name_b]["received"] += score_a
        stats[winner(name_a, score_a, name_b, score_b)]["wins"] += 1
    return stats


def indicator(entry):
    return entry["scored"] - entry["received"]


def rank(bouts):
    stats = tally(bouts)
    def key(name):
        e = stats[name]
        return (-e["wins"] / e["bouts"], -indicator(e), -e["scored"], name)
    return sorted(stats, key=key)


if __name__ == "__main__":
    pool = [
        ("Ines", 5, "Tom", 3),
        ("Ines", 4, "Raj", 5),
        ("Tom", 5, "Raj", 2),
    ]
    for place, name in enumerate(rank(pool), start=1):
        print(place, name)
