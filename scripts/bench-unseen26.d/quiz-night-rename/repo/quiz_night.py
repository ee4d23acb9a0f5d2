"""Score tonight's quiz from the command line."""

import sys

from leaderboard import add_round, round_scores, standings
from scoring import tally_round

ROUNDS = [
    (["Paris", "Jupiter", "1966"], {
        "The Quizzly Bears": ["paris", "Jupiter", "1966"],
        "Les Quizerables": ["Paris", "Saturn", "1966"],
        "Agatha Quiztie": ["Lyon", "Jupiter", "1967"],
    }, {"Agatha Quiztie"}),
    (["Beethoven", "H2O"], {
        "The Quizzly Bears": ["Mozart", "H2O"],
        "Les Quizerables": ["Beethoven", "h2o"],
        "Agatha Quiztie": ["beethoven", "H2O"],
    }, {"Les Quizerables"}),
]


def main():
    totals = {}
    for answers, sheets, jokers in ROUNDS:
        totals = add_round(totals, round_scores(sheets, answers, jokers))
    for place, (team, pts) in enumerate(standings(totals), 1):
        print(f"{place}. {team} - {pts}")


if __name__ == "__main__":
    if len(sys.argv) > 2:
        # quick check: quiz_night.py "given answer" "right answer"
        print(tally_round([sys.argv[1]], [sys.argv[2]]))
    else:
        main()
