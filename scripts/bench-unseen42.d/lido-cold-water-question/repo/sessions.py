"""Session sizes for the open-air lido."""

POOL_CAPACITY = 180
LANES = 6
SWIMMERS_PER_LANE = 14
COLD_WATER_BELOW_C = 15  # below this the session is for hardy regulars only
COLD_WATER_SHARE = 0.4
SWIMMERS_PER_LIFEGUARD = 60


def base_capacity(kind):
    if kind == "lanes":
        return LANES * SWIMMERS_PER_LANE
    if kind == "general":
        return POOL_CAPACITY
    raise ValueError(f"unknown session kind: {kind}")


def session_capacity(kind, water_c, lifeguards):
    capacity = base_capacity(kind)
    if water_c < COLD_WATER_BELOW_C:
        capacity = int(capacity * COLD_WATER_SHARE)
    return min(capacity, lifeguards * SWIMMERS_PER_LIFEGUARD)


def spaces_left(kind, water_c, lifeguards, booked):
    return max(0, session_capacity(kind, water_c, lifeguards) - booked)
