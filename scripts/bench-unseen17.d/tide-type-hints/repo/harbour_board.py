import sys
from datetime import datetime

from tides import can_launch, high_tides_on, next_high_tide

LAST_OBSERVED = datetime(2024, 6, 1, 4, 10)


def board(now):
    lines = [f"Next high tide: {next_high_tide(LAST_OBSERVED, now):%a %d %b %H:%M}"]
    lines.append("Today: " + ", ".join(f"{t:%H:%M}" for t in high_tides_on(LAST_OBSERVED, now)))
    lines.append("Launching: " + ("yes" if can_launch(LAST_OBSERVED, now) else "no"))
    return "\n".join(lines)


if __name__ == "__main__":
    when = datetime.fromisoformat(sys.argv[1]) if len(sys.argv) > 1 else datetime(2024, 6, 3, 9, 0)
    print(board(when))
