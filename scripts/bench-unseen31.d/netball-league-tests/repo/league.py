"""League table for the Thursday night netball league.

Rules: 3 points for a win, 1 for a draw, 0 for a loss. Teams level on
points are separated by goal difference, then by goals scored.
"""

WIN, DRAW, LOSS = 3, 1, 0


def blank_row():
    return {"played": 0, "won": 0, "drawn": 0, "lost": 0, "for": 0, "against": 0, "points": 0}


def record(table, team, scored, conceded):
    row = table.setdefault(team, blank_row())
    row["played"] += 1
    row["for"] += scored
    row["against"] += conceded
    if scored > conceded:
        row["won"] += 1
        row["points"] += WIN
    elif scored == conceded:
        row["drawn"] += 1
        row["points"] += DRAW
    else:
        row["lost"] += 1
        row["points"] += LOSS


def build_table(results):
    """results: list of (home, home goals, away, away goals)."""
    table = {}
    for home, hg, away, ag in results:
        record(table, home, hg, ag)
        record(table, away, ag, hg)
    return table


def standings(results):
    """Team names in league order, top first."""
    table = build_table(results)

    def sort_key(team):
        r = table[team]
        goal_diff = r["for"] - r["against"]
        return (-r["points"], goal_diff, -r["for"], team)

    return sorted(table, key=sort_key)
