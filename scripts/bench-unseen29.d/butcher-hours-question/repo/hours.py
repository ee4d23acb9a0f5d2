"""Opening hours for the shop window sign and the website."""

from datetime import datetime, timedelta

OPEN = "08:00"
CLOSE = "17:30"
SATURDAY_CLOSE = "16:00"
CLOSED_DAYS = {"Sunday"}

# Traditional early-closing day: we only stay open this many hours.
HALF_DAY = "Wednesday"
HALF_DAY_HOURS = 5

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _add_hours(hhmm, hours):
    t = datetime.strptime(hhmm, "%H:%M") + timedelta(hours=hours)
    return t.strftime("%H:%M")


def hours_for(day):
    """Return (open, close) for a day, or None if the shop is shut."""
    if day in CLOSED_DAYS:
        return None
    if day == HALF_DAY:
        return OPEN, _add_hours(OPEN, HALF_DAY_HOURS)
    if day == "Saturday":
        return OPEN, SATURDAY_CLOSE
    return OPEN, CLOSE


def sign():
    lines = []
    for day in DAYS:
        h = hours_for(day)
        lines.append(f"{day:<10} {'Closed' if h is None else h[0] + ' - ' + h[1]}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(sign())
