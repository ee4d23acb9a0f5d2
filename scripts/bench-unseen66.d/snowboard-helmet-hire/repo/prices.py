"""Snowboard hire prices for the rental counter."""

BOARD_PER_DAY = {
    "beginner": 18.00,
    "freestyle": 24.00,
    "performance": 32.00,
}
BOOTS_PER_DAY = 9.00
DAMAGE_WAIVER_PER_DAY = 2.50
LONG_HIRE_DAYS = 5
LONG_HIRE_DISCOUNT = 0.15   # boards only, for 5 days or more


def board_cost(board, days):
    if board not in BOARD_PER_DAY:
        raise ValueError(f"Unknown board type: {board}")
    if days < 1:
        raise ValueError("Hire is for at least one day")
    cost = BOARD_PER_DAY[board] * days
    if days >= LONG_HIRE_DAYS:
        cost *= 1 - LONG_HIRE_DISCOUNT
    return round(cost, 2)


def hire_total(board, days, boots=True, waiver=False):
    total = board_cost(board, days)
    if boots:
        total += BOOTS_PER_DAY * days
    if waiver:
        total += DAMAGE_WAIVER_PER_DAY * days
    return round(total, 2)
