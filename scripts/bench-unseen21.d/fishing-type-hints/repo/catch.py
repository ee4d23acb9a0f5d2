"""Daily catch rules for the lake fishing permit."""

MIN_LENGTH_CM = {"trout": 25, "pike": 60, "perch": 18}
DAILY_BAG = {"trout": 4, "pike": 1, "perch": 10}


def keepable(species, length_cm, kept_today):
    """Whether a fish may be kept: long enough and under the daily bag."""
    if species not in MIN_LENGTH_CM:
        return False
    return length_cm >= MIN_LENGTH_CM[species] and kept_today < DAILY_BAG[species]


def bag_summary(catches):
    kept = {}
    released = 0
    for species, length_cm in catches:
        if keepable(species, length_cm, kept.get(species, 0)):
            kept[species] = kept.get(species, 0) + 1
        else:
            released += 1
    return kept, released
