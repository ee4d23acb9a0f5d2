"""No-decompression limits from the club's recreational dive table."""

FEET_PER_METRE = 3.281

NO_DECO_LIMITS = {
    10: 219,
    12: 147,
    14: 98,
    16: 72,
    18: 56,
    20: 45,
    22: 37,
    25: 29,
    30: 20,
    35: 14,
    40: 9,
}

TABLE_DEPTHS = sorted(NO_DECO_LIMITS)


def feet_to_metres(feet):
    return round(feet / FEET_PER_METRE, 1)


def table_depth(depth_m):
    for depth in TABLE_DEPTHS:
        if depth > depth_m:
            return depth
    raise ValueError(f"{depth_m} m is deeper than the table allows")


def no_deco_limit(depth_m):
    return NO_DECO_LIMITS[table_depth(depth_m)]
