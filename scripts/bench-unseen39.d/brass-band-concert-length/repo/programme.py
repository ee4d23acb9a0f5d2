"""Concert programme planner for the brass band."""

INTERVAL_MINUTES = 20
CHANGEOVER_SECONDS = 30  # between pieces: music, mutes, the odd percussion shuffle


def parse_duration(text):
    minutes, seconds = text.strip().split(":")
    return int(minutes) * 60 + int(seconds)


def format_duration(total_seconds):
    hours, rest = divmod(total_seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    return f"{minutes}:{seconds:02d}"


def concert_seconds(pieces, interval=True):
    total = sum(parse_duration(p) for p in pieces)
    total += CHANGEOVER_SECONDS * max(0, len(pieces) - 1)
    if interval:
        total += INTERVAL_MINUTES
    return total


def concert_length(pieces, interval=True):
    return format_duration(concert_seconds(pieces, interval))
