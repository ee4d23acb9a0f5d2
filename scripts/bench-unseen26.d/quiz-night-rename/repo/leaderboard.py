"""Running totals across the rounds of a quiz night."""

from scoring import tally_round


def round_scores(sheets, answers, jokers=()):
    """sheets: {team: [answers]}. Returns {team: points} for one round."""
    return {team: tally_round(sheet, answers, team in jokers) for team, sheet in sheets.items()}


def add_round(totals, scores):
    new = dict(totals)
    for team, pts in scores.items():
        new[team] = new.get(team, 0) + pts
    return new


def standings(totals):
    """Teams sorted best first; ties broken alphabetically."""
    return sorted(totals.items(), key=lambda item: (-item[1], item[0]))
