"""Umpire calls for a single game of tennis."""

CALLS = ["love", "15", "30", "40"]


def game_score(p1, p2):
    """The umpire's call when player 1 has won p1 points and player 2 p2."""
    if p1 < 0 or p2 < 0:
        raise ValueError("points cannot be negative")
    if p1 > 3 and p2 > 3:
        if p1 == p2:
            return "deuce"
        leader = "player 1" if p1 < p2 else "player 2"
        if abs(p1 - p2) == 1:
            return f"advantage {leader}"
        return f"game {leader}"
    if p1 >= 4:
        return "game player 1"
    if p2 >= 4:
        return "game player 2"
    if p1 == p2:
        return f"{CALLS[p1]}-all"
    return f"{CALLS[p1]}-{CALLS[p2]}"


def replay(points):
    """Calls after each point; points is a string like '1122' naming who won each."""
    p1 = p2 = 0
    calls = []
    for who in points:
        if who == "1":
            p1 += 1
        elif who == "2":
            p2 += 1
        else:
            raise ValueError(f"bad point: {who}")
        calls.append(game_score(p1, p2))
    return calls
