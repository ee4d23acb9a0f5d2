"""Reads one reading per line from a file and prints a summary."""
import sys

from rainfall import longest_dry_spell, weekly_totals, wettest_day


def summary(readings):
    weeks = ", ".join(f"{t:g}" for t in weekly_totals(readings))
    return (f"weeks: {weeks}\n"
            f"wettest day: {wettest_day(readings)}\n"
            f"longest dry spell: {longest_dry_spell(readings)} days")


if __name__ == "__main__":
    with open(sys.argv[1]) as fh:
        print(summary([float(line) for line in fh if line.strip()]))
