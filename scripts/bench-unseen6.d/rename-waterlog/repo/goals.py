"""Daily goals and progress messages."""

from water import WaterLog

DAILY_GOAL_ML = 2000


def progress(log: WaterLog, goal_ml=DAILY_GOAL_ML):
    """Share of the goal reached, as a whole percentage (capped at 100)."""
    return min(100, round(log.total_ml() * 100 / goal_ml))


def nudge(log: WaterLog, goal_ml=DAILY_GOAL_ML):
    left = goal_ml - log.total_ml()
    if left <= 0:
        return "Goal reached, well done!"
    return f"{left} ml to go today"
