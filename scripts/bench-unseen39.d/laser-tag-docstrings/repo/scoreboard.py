"""Prints the end-of-game scoreboard."""

from game import accuracy, player_score, winner


def board(players):
    lines = []
    for name, events, shots in players:
        tags = events.count("tag")
        lines.append(f"{name:<10}{player_score(events):>5}  {accuracy(shots, tags):>5}%")
    return lines


def result(red, blue):
    red_scores = {name: player_score(events) for name, events, _ in red}
    blue_scores = {name: player_score(events) for name, events, _ in blue}
    return winner(red_scores, blue_scores)
