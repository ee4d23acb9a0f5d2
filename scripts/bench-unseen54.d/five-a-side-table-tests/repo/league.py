"""League table for the Tuesday night five-a-side at Northgate Leisure Centre."""

WIN_POINTS = 3
DRAW_POINTS = 1


def new_row(team):
    """A fresh line in the table for a team that hasn't played yet."""
    return {"team": team, "played": 0, "won": 0, "drawn": 0, "lost": 0,
            "scored": 0, "conceded": 0, "points": 0}


def record_result(table, home, home_goals, away, away_goals):
    """Update the table (a dict of team name -> row) with one match."""
    for team in (home, away):
        table.setdefault(team, new_row(team))
    h, a = table[home], table[away]
    for row, scored, conceded in ((h, home_goals, away_goals), (a, away_goals, home_goals)):
        row["played"] += 1
        row["scored"] += scored
        row["conceded"] += conceded
    if home_goals > away_goals:
        h["won"] += 1
        a["lost"] += 1
        h["points"] += WIN_POINTS
    elif home_goals < away_goals:
        a["won"] += 1
        h["lost"] += 1
        a["points"] += WIN_POINTS
    else:
        h["drawn"] += 1
        a["drawn"] += 1
        h["points"] += DRAW_POINTS


def goal_difference(row):
    return row["scored"] - row["conceded"]


def standings(table):
    """Rows from top to bottom: points, then goal difference, then goals scored."""
    return sorted(table.values(),
                  key=lambda r: (r["points"], goal_difference(r), r["scored"]))
