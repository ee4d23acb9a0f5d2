"""Seating plan for the school hall used for the ballet recital."""

# There is no row I in the hall (it is too easy to confuse with 1).
ROWS = "ABCDEFGHJKL"
SEATS_PER_ROW = 16

# Row A is kept free for the dancers' changing-area overflow and the
# video camera, so it is never sold.
RESERVED_ROWS = {"A"}

# The back two seats on the left are taken out to make room for wheelchairs.
REMOVED_SEATS = {"L1", "L2"}


def all_seats():
    return [f"{row}{n}" for row in ROWS for n in range(1, SEATS_PER_ROW + 1)]


def sellable_seats():
    return [
        seat for seat in all_seats()
        if seat[0] not in RESERVED_ROWS and seat not in REMOVED_SEATS
    ]


def seats_in_row(row):
    return [s for s in sellable_seats() if s[0] == row]
