"""Season fees for the quoits league."""

TEAM_ENTRY_FEE = 40.00
PLAYER_FEE = 12.00        # per adult player for the season
JUNIOR_PLAYER_FEE = 6.00
PITCH_LEVY = 2.50         # per home match
MIN_PLAYERS = 4


def season_total(players, juniors=0, home_matches=0):
    if players + juniors < MIN_PLAYERS:
        raise ValueError("a team needs at least %d players" % MIN_PLAYERS)
    total = TEAM_ENTRY_FEE
    total += PLAYER_FEE * players + JUNIOR_PLAYER_FEE * juniors
    total += PITCH_LEVY * home_matches
    return round(total, 2)
