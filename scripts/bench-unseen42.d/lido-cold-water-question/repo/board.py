"""The chalkboard by the lido gate."""

from sessions import spaces_left


def board_line(name, kind, water_c, lifeguards, booked):
    left = spaces_left(kind, water_c, lifeguards, booked)
    status = "FULL" if left == 0 else f"{left} spaces"
    return f"{name} ({water_c}C): {status}"


def whole_board(sessions, water_c, lifeguards):
    """sessions is a list of (name, kind, booked) for the day."""
    return [board_line(name, kind, water_c, lifeguards, booked) for name, kind, booked in sessions]


if __name__ == "__main__":
    print(board_line("Early bird lanes", "lanes", 13.5, 1, 20))
