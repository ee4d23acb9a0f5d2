"""Who can still make the end-of-season play-offs."""

from standings import calc_pts, team_record

PLAYOFF_POINTS = 15


def points_needed(results, team):
    won, drawn, _ = team_record(results, team)
    return max(0, PLAYOFF_POINTS - calc_pts(won, drawn))


def can_still_qualify(results, team, games_left):
    won, drawn, _ = team_record(results, team)
    return calc_pts(won + games_left, drawn) >= PLAYOFF_POINTS


def playoff_picture(results, games_left):
    teams = sorted({r[0] for r in results} | {r[1] for r in results})
    return {team: can_still_qualify(results, team, games_left) for team in teams}
