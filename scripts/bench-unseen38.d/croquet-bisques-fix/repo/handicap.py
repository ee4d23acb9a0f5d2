"""Handicap helpers for the croquet club fixture sheets."""

MAX_HANDICAP = 24
MIN_HANDICAP = -5


def clamp_handicap(value):
    return max(MIN_HANDICAP, min(MAX_HANDICAP, value))


def bisque_count(handicap_a, handicap_b):
    # full-bisque play: the difference between the two handicaps
    return abs(clamp_handicap(handicap_a) - clamp_handicap(handicap_b))


def bisque_receiver(player_a, player_b):
    if player_a["handicap"] == player_b["handicap"]:
        return None
    if player_a["handicap"] < player_b["handicap"]:
        return player_a["name"]
    return player_b["name"]


def new_handicap(handicap, won, opponent_handicap):
    # bigger gap between the players means a bigger move after the game
    step = 1 if abs(handicap - opponent_handicap) < 6 else 2
    if won:
        return clamp_handicap(handicap - step)
    return clamp_handicap(handicap + step)
