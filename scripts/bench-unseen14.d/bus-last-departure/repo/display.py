"""Text for the screen at the bus stop."""
import sys

from timetable import minutes_until, next_departures


def board(now):
    buses = next_departures(now)
    if not buses:
        return "No more buses today"
    return "Next buses: " + ", ".join(f"{t} (in {minutes_until(now, t)} min)" for t in buses)


if __name__ == "__main__":
    print(board(sys.argv[1]))
