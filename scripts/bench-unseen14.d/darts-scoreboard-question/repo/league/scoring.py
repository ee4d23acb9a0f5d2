"""Counting down a leg of darts."""
from . import config


class Leg:
    def __init__(self, players, start=config.STARTING_SCORE):
        self.remaining = {p: start for p in players}

    def throw(self, player, points, last_dart_double=False):
        """Apply one visit; a bust leaves the score as it was. Returns the new score."""
        left = self.remaining[player] - points
        if left < 0 or left == 1 or (left == 0 and config.DOUBLE_OUT and not last_dart_double):
            return self.remaining[player]
        self.remaining[player] = left
        return left

    def winner(self):
        return next((p for p, left in self.remaining.items() if left == 0), None)
