"""Fees for Lumen Interiors design work."""

HOURLY_RATE = 65.00
ROOM_PLAN_FEE = 120.00
MOODBOARD_FEE = 40.00
FREE_MILES = 15
PER_MILE = 0.45


def design_fee(hours, rooms, moodboards=0, miles=0):
    """Break down the fee for a design job. Returns a dict of amounts."""
    if min(hours, rooms, moodboards, miles) < 0:
        raise ValueError("values can't be negative")
    parts = {
        "consultation": round(hours * HOURLY_RATE, 2),
        "room_plans": round(rooms * ROOM_PLAN_FEE, 2),
        "moodboards": round(moodboards * MOODBOARD_FEE, 2),
        "travel": round(max(0, miles - FREE_MILES) * PER_MILE, 2),
    }
    parts["total"] = round(sum(parts.values()), 2)
    return parts
