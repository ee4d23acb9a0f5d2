"""Planning helpers for a lake-to-lake canoe trip."""

PADDLE_KMH = 4.0
WALK_M_PER_MIN = 60


def paddle_minutes(distance_km, headwind=False):
    """Minutes to paddle a stretch of water; a headwind slows us by a quarter."""
    speed = PADDLE_KMH * (0.75 if headwind else 1.0)
    return round(distance_km / speed * 60)


def portage_minutes(distance_m, boats, trips_per_boat=2, walk_speed=WALK_M_PER_MIN):
    if distance_m < 0 or boats < 1:
        raise ValueError("need a distance of 0 or more and at least one boat")
    if walk_speed <= 0:
        raise ValueError("walk_speed must be positive")
    one_way = distance_m / walk_speed
    crossings = trips_per_boat * 2 - 1
    return round(one_way * crossings * boats)


def day_plan(legs):
    """Total minutes for a list of ('paddle', km) / ('portage', metres, boats) legs."""
    total = 0
    for leg in legs:
        if leg[0] == "paddle":
            total += paddle_minutes(leg[1])
        else:
            total += portage_minutes(leg[1], leg[2])
    return total
