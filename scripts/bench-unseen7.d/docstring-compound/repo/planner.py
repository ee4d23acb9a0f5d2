"""Prints a small savings plan."""
import sys

from savings import compound_interest, interest_earned, months_to_goal


def plan(principal, rate, years):
    total = compound_interest(principal, rate, years)
    return (f"{principal:.2f} at {rate}% for {years} years -> {total:.2f} "
            f"(+{interest_earned(principal, rate, years):.2f})")


def goal_text(monthly, goal):
    months = months_to_goal(0, monthly, goal)
    if months is None:
        return "never"
    return f"{months // 12} years {months % 12} months"


if __name__ == "__main__":
    print(plan(float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])))
