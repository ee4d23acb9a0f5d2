"""Tally of birds seen on the garden birdwatch weekend."""

from collections import Counter

COMMON_THRESHOLD = 0.05   # seen in more than 5% of gardens counts as common


def add_sighting(tally, species, count=1):
    if count < 1:
        raise ValueError("count must be at least 1")
    key = species.strip().lower()
    tally[key] = tally.get(key, 0) + count
    return tally


def rarity_score(species, gardens_seen, gardens_total, weight=10):
    if gardens_total <= 0:
        raise ValueError("need at least one garden")
    share = gardens_seen / gardens_total
    if share > COMMON_THRESHOLD:
        return 0
    return round((COMMON_THRESHOLD - share) / COMMON_THRESHOLD * weight, 1)


def top_birds(tally, n=3):
    """The n most counted species, most first; ties broken alphabetically."""
    ranked = sorted(Counter(tally).items(), key=lambda kv: (-kv[1], kv[0]))
    return [name for name, _ in ranked[:n]]
