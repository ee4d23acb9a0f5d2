"""Scoring and team picking for the laser tag arena."""

import random

POINTS = {"tag": 10, "base_hit": 50, "tagged": -5}
GAME_MINUTES = 15


def player_score(events):
    return sum(POINTS[event] for event in events)


def accuracy(shots_fired, tags):
    if shots_fired == 0:
        return 0.0
    return round(100 * tags / shots_fired, 1)


def team_skill(team):
    return sum(player["skill"] for player in team)


def balance_teams(players, seed=None):
    rng = random.Random(seed)
    red, blue = [], []
    for player in sorted(players, key=lambda p: -p["skill"]):
        team = red if team_skill(red) <= team_skill(blue) else blue
        team.append(player)
    rng.shuffle(red)
    rng.shuffle(blue)
    return red, blue


def winner(red_scores, blue_scores):
    red, blue = sum(red_scores.values()), sum(blue_scores.values())
    if red == blue:
        return "draw"
    return "red" if red > blue else "blue"


def minutes_left(elapsed_seconds):
    return max(0, GAME_MINUTES - elapsed_seconds // 60)
