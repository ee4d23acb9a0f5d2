"""Entry fees for the Pixel Arena weekend tournaments."""

ENTRY_PER_PLAYER = {"solo": 12.00, "duo": 10.00, "squad": 8.50}
TEAM_SIZES = {"solo": 1, "duo": 2, "squad": 5}
PC_HIRE = 6.00            # per player who uses one of our gaming PCs
STUDENT_DISCOUNT = 0.20   # whole team must have student cards


def calc_fee(bracket, pc_hire_players=0, students=False):
    """Entry fee for one team in a bracket."""
    if bracket not in ENTRY_PER_PLAYER:
        raise ValueError("unknown bracket: %s" % bracket)
    size = TEAM_SIZES[bracket]
    if pc_hire_players < 0 or pc_hire_players > size:
        raise ValueError("pc_hire_players must be between 0 and %d" % size)
    fee = ENTRY_PER_PLAYER[bracket] * size
    if students:
        fee = fee * (1 - STUDENT_DISCOUNT)
    fee += PC_HIRE * pc_hire_players
    return round(fee, 2)


def prize_pool(bracket, teams):
    """Half of all entry fees (without PC hire) go into the prize pool."""
    return round(calc_fee(bracket) * teams / 2, 2)
