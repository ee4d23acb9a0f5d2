"""Seat labels for the Roxy, our small neighbourhood cinema."""

ROWS = "ABCDEFGH"
SEATS_PER_ROW = {"A": 8, "B": 10, "C": 10, "D": 12, "E": 12, "F": 12, "G": 14, "H": 14}


def row_seats(row):
    """All seat labels in a row, from the aisle: A1, A2, ..."""
    if row not in SEATS_PER_ROW:
        raise ValueError(f"no row {row!r}")
    return [f"{row}{n}" for n in range(1, SEATS_PER_ROW[row])]


def all_seats():
    return [seat for row in ROWS for seat in row_seats(row)]


def capacity():
    return len(all_seats())
