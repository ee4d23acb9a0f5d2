"""Step counts from the wrist band, one number per day."""

DAILY_GOAL = 8000

THIS_WEEK = {
    "Mon": 7421, "Tue": 10233, "Wed": 6890, "Thu": 12874,
    "Fri": 9012, "Sat": 4550, "Sun": 11002,
}


def weekly_total(days):
    return sum(days.values())


def daily_average(days):
    return round(weekly_total(days) / len(days)) if days else 0


def goal_days(days, goal=DAILY_GOAL):
    """Days on which the goal was reached, in week order."""
    return [day for day, steps in days.items() if steps >= goal]
