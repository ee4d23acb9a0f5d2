"""Elo ratings for the Knight's Rest chess club."""

K_FACTOR = 24
PROVISIONAL_K = 40
PROVISIONAL_GAMES = 10


def expected_score(rating, opponent):
    """Chance of winning against `opponent`, between 0 and 1."""
    return 1 / (1 + 10 ** ((opponent - rating) / 400))


def new_rating(rating, opponent, score, games_played=30):
    """Rating after one game; score is 1 for a win, 0.5 for a draw and 0 for a loss."""
    if score not in (0, 0.5, 1):
        raise ValueError(f"bad score: {score}")
    k = PROVISIONAL_K if games_played < PROVISIONAL_GAMES else K_FACTOR
    return round(rating + k * (score - expected_score(rating, opponent)))


def club_title(rating):
    if rating >= 2000:
        return "Expert"
    if rating >= 1600:
        return "Club player"
    return "Improver"
