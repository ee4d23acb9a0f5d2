"""League table for the curling club's winter league."""

WIN_POINTS = 3
DRAW_POINTS = 1


def calc_pts(won, drawn):
    return won * WIN_POINTS + drawn * DRAW_POINTS


def team_record(results, team):
    """results are (home, away, home_score, away_score) tuples."""
    won = drawn = lost = 0
    for home, away, home_score, away_score in results:
        if team not in (home, away):
            continue
        ours, theirs = (home_score, away_score) if team == home else (away_score, home_score)
        if ours > theirs:
            won += 1
        elif ours == theirs:
            drawn += 1
        else:
            lost += 1
    return won, drawn, lost


def table(results):
    teams = sorted({r[0] for r in results} | {r[1] for r in results})
    rows = []
    for team in teams:
        won, drawn, lost = team_record(results, team)
        rows.append((team, won, drawn, lost, calc_pts(won, drawn)))
    rows.sort(key=lambda row: (-row[4], row[0]))
    return rows
