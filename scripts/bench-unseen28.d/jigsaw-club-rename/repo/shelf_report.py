from loans import can_lend
from puzzles import Puzzle, pieces_missing


def shelf_line(puzzle):
    missing = pieces_missing(puzzle)
    status = "complete" if missing == 0 else f"{missing} missing"
    lend = "yes" if can_lend(puzzle) else "no"
    return f"{puzzle.title} ({puzzle.pieces} pcs): {status}, lend: {lend}"


if __name__ == "__main__":
    shelf = [Puzzle("Harbour at Dusk", 1000), Puzzle("Cats in Hats", 500, {12, 300, 411}), Puzzle("Alpine Lake", 750, {7})]
    for p in shelf:
        print(shelf_line(p))
