"""Daily piano practice tracker."""

DAILY_GOAL_MINUTES = 30
REST_DAYS_PER_WEEK = 1
REMINDER_MINUTES_BEFORE = 30     # nudge this long before the usual practice time
SCALES_WARMUP_MINUTES = 10
STREAK_MILESTONES = (7, 30, 100)


def goal_met(minutes):
    return minutes >= DAILY_GOAL_MINUTES


def weekly_target():
    return DAILY_GOAL_MINUTES * (7 - REST_DAYS_PER_WEEK)


def repertoire_minutes(minutes):
    """Time left for pieces after the scales warm-up."""
    return max(0, minutes - SCALES_WARMUP_MINUTES)


def streak(days):
    """Length of the current run of days (most recent last) that met the goal."""
    count = 0
    for minutes in reversed(days):
        if not goal_met(minutes):
            break
        count += 1
    return count


def next_milestone(current_streak):
    for m in STREAK_MILESTONES:
        if current_streak < m:
            return m
    return None
