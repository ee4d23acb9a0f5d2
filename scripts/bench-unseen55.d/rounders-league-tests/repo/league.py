"""League table for the Thursday evening rounders league at the rec.

Scores are in rounders, and half-rounders count, so a score can be 7.5.
"""

POINTS_WIN = 2
POINTS_DRAW = 1
POINTS_LOSS = 0


def match_points(our_score, their_score):
    """League points a team earns from one match."""
    if our_score > their_score:
        return POINTS_WIN
    if our_score == their_score:
        return POINTS_DRAW
    return POINTS_LOSS


def build_table(results):
    """Build the league table from a list of (home, home_score, away, away_score).

    Returns rows of (team, played, points, rounders_for, rounders_against),
    best team first: most points, then the best difference between rounders
    scored and rounders conceded.
    """
    table = {}
    for home, home_score, away, away_score in results:
        sides = ((home, home_score, away_score), (away, home_score, away_score))
        for team, scored, conceded in sides:
            row = table.setdefault(team, [team, 0, 0, 0.0, 0.0])
            row[1] += 1
            row[2] += match_points(scored, conceded)
            row[3] += scored
            row[4] += conceded
    rows = [tuple(row) for row in table.values()]
    rows.sort(key=lambda r: (-r[2], r[3] - r[4]))
    return rows


if __name__ == "__main__":
    season = [("Hares", 4, "Otters", 7.5), ("Badgers", 6, "Hares", 6)]
    for row in build_table(season):
        print(row)
