"""Prints the end-of-night scoresheet."""

from match import league_points, match_result


def scoresheet(opponent, sets):
    scores = ", ".join(f"{a}-{b}" for a, b in sets)
    return f"v {opponent}: {scores} ({match_result(sets)}, {league_points(sets)} pts)"


def season_table(results):
    """results maps each team to a list of matches (each a list of set scores)."""
    points = {team: sum(league_points(sets) for sets in matches) for team, matches in results.items()}
    return sorted(points.items(), key=lambda item: (-item[1], item[0]))
