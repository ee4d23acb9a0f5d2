"""Command-line timer: prints today's pomodoro plan with clock times."""

import sys
from datetime import datetime, timedelta

from pomodoro import plan


def schedule(sessions, start):
    rows = []
    clock = start
    for kind, minutes in plan(sessions):
        end = clock + timedelta(minutes=minutes)
        rows.append(f"{clock:%H:%M}-{end:%H:%M}  {kind}")
        clock = end
    return rows


def main(argv):
    sessions = int(argv[0]) if argv else 4
    start = datetime.now().replace(second=0, microsecond=0)
    for row in schedule(sessions, start):
        print(row)


if __name__ == "__main__":
    main(sys.argv[1:])
