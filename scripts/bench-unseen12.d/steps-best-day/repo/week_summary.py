from pedometer import THIS_WEEK, daily_average, goal_days, weekly_total


def summary(days):
    hit = goal_days(days)
    lines = [
        f"Total: {weekly_total(days)} steps",
        f"Average: {daily_average(days)} steps a day",
        f"Goal reached on {len(hit)} of {len(days)} days ({', '.join(hit) or 'none'})",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary(THIS_WEEK))
