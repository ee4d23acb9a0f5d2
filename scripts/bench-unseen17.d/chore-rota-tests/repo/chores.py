"""Weekly chore rota for a shared house."""

POINTS = {"bins": 1, "bathroom": 3, "kitchen": 2, "hoovering": 2, "recycling": 1}


def assign(housemates, chores, week):
    """Chores for a week (weeks count from 1); everyone moves one chore along each week.

    In week 1 the first housemate gets the first chore, the second the second,
    and so on. Returns {housemate: chore}.
    """
    if len(chores) < len(housemates):
        raise ValueError("not enough chores for everyone")
    shift = week % len(chores)
    return {name: chores[(i + shift) % len(chores)] for i, name in enumerate(housemates)}


def points(rota):
    """Total points each housemate earns over a list of weekly assignments."""
    totals = {}
    for week in rota:
        for name, chore in week.items():
            totals[name] = POINTS[chore]
    return totals


def season(housemates, chores, weeks):
    return [assign(housemates, chores, w) for w in range(1, weeks + 1)]
