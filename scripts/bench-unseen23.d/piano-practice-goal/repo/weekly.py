"""Print a summary of the last week of practice."""

from practice import (DAILY_GOAL_MINUTES, REMINDER_MINUTES_BEFORE, goal_met,
                      next_milestone, streak, weekly_target)

WEEK = {"Mon": 35, "Tue": 50, "Wed": 0, "Thu": 45, "Fri": 60, "Sat": 40, "Sun": 45}


def summary(week):
    total = sum(week.values())
    met = [day for day, minutes in week.items() if goal_met(minutes)]
    return {
        "total": total,
        "target": weekly_target(),
        "days_met": met,
        "streak": streak(list(week.values())),
    }


if __name__ == "__main__":
    s = summary(WEEK)
    print(f"Practised {s['total']} of {s['target']} min (goal {DAILY_GOAL_MINUTES} min/day)")
    print("Goal met on: " + ", ".join(s["days_met"]))
    print(f"Streak: {s['streak']} days, next milestone {next_milestone(s['streak'])}")
    print(f"Reminder {REMINDER_MINUTES_BEFORE} min before practice")
