"""Club tennis ladder: a player may challenge anyone up to three rungs above them."""

MAX_CHALLENGE_GAP = 3


class Ladder:
    def __init__(self, names):
        self.rungs = list(names)

    def position(self, name):
        try:
            return self.rungs.index(name) + 1
        except ValueError:
            raise KeyError(name) from None

    def can_challenge(self, challenger, opponent):
        gap = self.position(challenger) - self.position(opponent)
        return 0 < gap < MAX_CHALLENGE_GAP

    def targets(self, name):
        return [other for other in self.rungs if self.can_challenge(name, other)]

    def record_win(self, winner, loser):
        if not (self.can_challenge(winner, loser) or self.can_challenge(loser, winner)):
            raise ValueError(f"{winner} and {loser} are too far apart to play")
        if self.position(winner) > self.position(loser):
            target = self.position(loser) - 1
            self.rungs.remove(winner)
            self.rungs.insert(target, winner)
