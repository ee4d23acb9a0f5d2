"""Race results for the triathlon club's sprint series."""

LEGS = ("swim", "t1", "bike", "t2", "run")


def parse_split(text):
    parts = [int(p) for p in text.split(":")]
    seconds = 0
    for part in parts:
        seconds = seconds * 60 + part
    return seconds


def format_time(seconds):
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"


def race_time(entry):
    return sum(parse_split(entry[leg]) for leg in LEGS)
