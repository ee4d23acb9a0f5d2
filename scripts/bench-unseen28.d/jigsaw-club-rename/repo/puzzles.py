from dataclasses import dataclass, field


@dataclass
class Puzzle:
    title: str
    pieces: int
    lost: set = field(default_factory=set)

    def report_lost(self, *piece_numbers):
        for n in piece_numbers:
            if not 1 <= n <= self.pieces:
                raise ValueError(f"{self.title} has no piece {n}")
            self.lost.add(n)


def pieces_missing(puzzle):
    """How many pieces of the puzzle have gone astray."""
    return len(puzzle.lost)


def is_complete(puzzle):
    return pieces_missing(puzzle) == 0
