"""Which bins go out, and when to remind us."""
import sys
import tomllib

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def load(path="recycling.toml"):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def bins_on(cfg, day):
    return sorted(kind for kind, d in cfg["collection"].items() if d == day)


def reminder_for(cfg, day):
    kinds = bins_on(cfg, day)
    if not kinds:
        return None
    rem = cfg["reminders"]
    when = DAYS[DAYS.index(day) - 1] if rem["evening_before"] else day
    return f"{when} {rem['time']}: put out {', '.join(kinds)}"


if __name__ == "__main__":
    cfg = load()
    days = sys.argv[1:] or DAYS
    for day in days:
        print(reminder_for(cfg, day) or f"{day}: nothing to put out")
