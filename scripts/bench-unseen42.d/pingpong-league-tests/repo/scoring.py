"""Scoring for the village hall ping pong league."""

POINTS_TO_WIN = 11
GAMES_TO_WIN = 3  # best of five
LEAGUE_POINTS = {"win": 2, "loss": 0}


def game_winner(a, b):
    """Return "A" or "B" once a game is won, or None while it's still going."""
    if a >= POINTS_TO_WIN and a > b:
        return "A"
    if b >= POINTS_TO_WIN and b > a:
        return "B"
    return None


def match_winner(games):
    """games is a list of (a, b) scores; return "A", "B" or None."""
    won = {"A": 0, "B": 0}
    for a, b in games:
        winner = game_winner(a, b)
        if winner:
            won[winner] += 1
        if won["A"] == GAMES_TO_WIN - 1:
            return "A"
        if won["B"] == GAMES_TO_WIN - 1:
            return "B"
    return None


def server(points_played):
    """Who serves next: players take two serves each in turn."""
    return "A" if (points_played // 2) % 2 == 0 else "B"


def league_points(games):
    winner = match_winner(games)
    if winner is None:
        return {"A": 0, "B": 0}
    loser = "B" if winner == "A" else "A"
    return {winner: LEAGUE_POINTS["win"], loser: LEAGUE_POINTS["loss"]}
