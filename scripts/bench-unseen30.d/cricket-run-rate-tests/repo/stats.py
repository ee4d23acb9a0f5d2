"""Batting and bowling numbers for the village cricket club scorebook.

Overs are written the cricket way: 12.3 means 12 overs and 3 balls.
"""

BALLS_PER_OVER = 6


def overs_to_balls(overs):
    whole = int(overs)
    extra_balls = round((overs - whole) * BALLS_PER_OVER)
    return whole * BALLS_PER_OVER + extra_balls


def balls_to_overs(balls):
    return float(f"{balls // BALLS_PER_OVER}.{balls % BALLS_PER_OVER}")


def run_rate(runs, overs):
    """Runs per over."""
    balls = overs_to_balls(overs)
    if balls == 0:
        return 0.0
    return round(runs * BALLS_PER_OVER / balls, 2)


def economy(runs_conceded, overs_bowled):
    return run_rate(runs_conceded, overs_bowled)


def required_rate(target, runs, overs_bowled, total_overs=20):
    balls_left = overs_to_balls(total_overs) - overs_to_balls(overs_bowled)
    if balls_left <= 0:
        return None
    return round((target - runs) * BALLS_PER_OVER / balls_left, 2)
