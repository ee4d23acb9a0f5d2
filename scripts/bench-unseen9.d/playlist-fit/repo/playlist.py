"""Helpers for building a playlist that fits into a time slot."""


def format_length(seconds):
    """Return a song length like 3:05."""
    return f"{seconds // 60}:{seconds % 60:02d}"


def tracks_that_fit(lengths, limit):
    """Return how many songs, from the start of the list, can be played
    within limit seconds."""
    used = 0
    count = 0
    for length in lengths:
        if used + length < limit:
            used += length
            count += 1
        else:
            break
    return count


def describe(lengths, limit):
    n = tracks_that_fit(lengths, limit)
    total = sum(lengths[:n])
    return f"{n} songs, {format_length(total)}"
