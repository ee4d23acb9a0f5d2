"""Suggest what to play at Thursday game night."""

import sys

from shelf import games_for

OPENER_MAX_MINUTES = 20


def plan_evening(players):
    """Names of games that suit the group, shortest first."""
    return [g.name for g in games_for(players)]


def opener(players):
    """A quick game to warm up with while people arrive, or None."""
    for g in games_for(players):
        if g.minutes <= OPENER_MAX_MINUTES:
            return g.name
    return None


if __name__ == "__main__":
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    print(f"{players} players, warm up with: {opener(players)}")
    for name in plan_evening(players):
        print(" -", name)
