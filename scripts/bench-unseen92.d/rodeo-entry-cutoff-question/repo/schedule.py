"""Running order for the rodeo show day."""

GATES_OPEN = "09:00"
GRAND_PARADE = "12:00"
EVENTS = [
    ("12:30", "Barrel racing"),
    ("13:30", "Steer wrestling"),
    ("14:45", "Bronc riding"),
    ("16:00", "Bull riding"),
]
PRIZE_GIVING = "17:30"


def running_order():
    lines = ["Gates open " + GATES_OPEN, "Grand parade " + GRAND_PARADE]
    lines += ["%s %s" % (time, name) for time, name in EVENTS]
    lines.append("Prize giving " + PRIZE_GIVING)
    return lines
