"""Swiss tournament rounds: record results and update everyone's rating."""
from ratings import club_title, new_rating


def apply_round(players, results):
    """players: name -> [rating, games]; results: (white, black, white_score) tuples."""
    updated = {name: list(info) for name, info in players.items()}
    for white, black, white_score in results:
        w_rating, w_games = players[white]
        b_rating, b_games = players[black]
        updated[white] = [new_rating(w_rating, b_rating, white_score, w_games), w_games + 1]
        updated[black] = [new_rating(b_rating, w_rating, 1 - white_score, b_games), b_games + 1]
    return updated


def standings(players):
    order = sorted(players.items(), key=lambda item: (-item[1][0], item[0]))
    return [f"{name:<8}{rating:>6}  {club_title(rating)}" for name, (rating, _) in order]


if __name__ == "__main__":
    club = {"Amira": [1712, 54], "Bogdan": [1540, 31], "Chen": [2015, 120], "Dot": [1200, 3]}
    round_one = [("Amira", "Chen", 0.5), ("Dot", "Bogdan", 1)]
    print("\n".join(standings(apply_round(club, round_one))))
