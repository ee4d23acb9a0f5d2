from .collection import play_count


def pick_game(games, players, minutes):
    """The game that fits tonight and has been played least (longest first on a tie)."""
    fitting = [g for g in games if g.fits(players, minutes)]
    if not fitting:
        return None
    return min(fitting, key=lambda g: (play_count(g), -g.minutes))
