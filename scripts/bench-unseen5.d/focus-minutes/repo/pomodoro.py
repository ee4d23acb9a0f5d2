"""Pomodoro plan: focus sessions separated by short and long breaks."""

FOCUS_MINUTES = 25
SHORT_BREAK_MINUTES = 5
LONG_BREAK_MINUTES = 15
SESSIONS_BEFORE_LONG_BREAK = 4


def plan(sessions):
    """A list of (kind, minutes) blocks for the given number of focus sessions."""
    blocks = []
    for n in range(1, sessions + 1):
        blocks.append(("focus", FOCUS_MINUTES))
        if n == sessions:
            break
        if n % SESSIONS_BEFORE_LONG_BREAK == 0:
            blocks.append(("long break", LONG_BREAK_MINUTES))
        else:
            blocks.append(("short break", SHORT_BREAK_MINUTES))
    return blocks


def total_minutes(sessions):
    return sum(minutes for _, minutes in plan(sessions))


def focus_minutes(sessions):
    return sum(minutes for kind, minutes in plan(sessions) if kind == "focus")
