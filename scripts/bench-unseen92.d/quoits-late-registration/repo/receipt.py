"""Receipt printed when a team pays its season fees."""
from fees import season_total, TEAM_ENTRY_FEE, PLAYER_FEE, JUNIOR_PLAYER_FEE, PITCH_LEVY


def receipt(team, players, juniors=0, home_matches=0):
    lines = [
        "Quoits League - " + team,
        "Team entry: £%.2f" % TEAM_ENTRY_FEE,
        "Players (%d): £%.2f" % (players, PLAYER_FEE * players),
    ]
    if juniors:
        lines.append("Juniors (%d): £%.2f" % (juniors, JUNIOR_PLAYER_FEE * juniors))
    if home_matches:
        lines.append("Pitch levy (%d home matches): £%.2f" % (home_matches, PITCH_LEVY * home_matches))
    lines.append("Total: £%.2f" % season_total(players, juniors, home_matches))
    return "\n".join(lines)
