"""Team sign-ups for Pixel Arena tournaments."""

from fees import calc_fee, TEAM_SIZES


def register(team_name, bracket, players, pc_hire_players=0, students=False):
    """Check the roster and return a dict describing the registration."""
    if len(players) != TEAM_SIZES[bracket]:
        raise ValueError("%s needs %d players" % (bracket, TEAM_SIZES[bracket]))
    return {
        "team": team_name,
        "bracket": bracket,
        "players": list(players),
        "fee": calc_fee(bracket, pc_hire_players, students),
    }


def confirmation(reg):
    return "%s registered for %s (%d players). Entry fee: £%.2f" % (
        reg["team"], reg["bracket"], len(reg["players"]), reg["fee"])


def total_takings(regs):
    return round(sum(r["fee"] for r in regs), 2)
