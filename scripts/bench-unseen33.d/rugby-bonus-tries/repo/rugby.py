"""Table for the Sunday vets' rugby round-robin."""

WIN, DRAW, LOSS = 4, 2, 0
TRY_BONUS_AT = 4
LOSING_BONUS_MARGIN = 7


def match_points(scored, conceded, tries):
    if scored > conceded:
        points = WIN
    elif scored == conceded:
        points = DRAW
    else:
        points = LOSS
    if tries >= TRY_BONUS_AT:
        points += 1
    if scored < conceded and conceded - scored < LOSING_BONUS_MARGIN:
        points += 1
    return points


def build_table(results):
    table = {}
    for home, home_pts, home_tries, away, away_pts, away_tries in results:
        for team, scored, conceded, tries in (
            (home, home_pts, away_pts, home_tries),
            (away, away_pts, home_pts, away_tries),
        ):
            row = table.setdefault(team, {"played": 0, "points": 0, "diff": 0})
            row["played"] += 1
            row["points"] += match_points(scored, conceded, tries)
            row["diff"] += scored - conceded
    return table


def standings(results):
    table = build_table(results)
    return sorted(table, key=lambda t: (-table[t]["points"], -table[t]["diff"], t))


if __name__ == "__main__":
    games = [
        ("Old Boars", 24, 4, "Mudlarks", 17, 2),
        ("Ramblers", 10, 1, "Old Boars", 10, 1),
        ("Mudlarks", 31, 5, "Ramblers", 12, 2),
    ]
    for pos, team in enumerate(standings(games), 1):
        print(pos, team, build_table(games)[team])
