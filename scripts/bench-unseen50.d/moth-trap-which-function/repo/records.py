"""Reading the trap log and sanity-checking each night's catch.

The log is a plain text file, one line per species per night:
    2025-07-14, heart and dart, 12
"""

from datetime import date

from species import lookup


def parse_line(line):
    """Turn one log line into a dict, or None for blanks and # comments."""
    line = line.strip()
    if not line or line.startswith("#"):
        return None
    when, name, count = [part.strip() for part in line.split(",")]
    return {"date": date.fromisoformat(when), "species": name.lower(), "count": int(count)}


def read_log(path):
    with open(path) as f:
        return [rec for rec in map(parse_line, f) if rec]


def sanity_warnings(rec):
    """Things worth double-checking before the record goes to the county recorder."""
    info = lookup(rec["species"])
    warnings = []
    if rec["date"].month not in info["months"]:
        warnings.append("outside its usual flight period")
    if rec["count"] > info["usual_max"]:
        warnings.append("count is unusually high")
    if rec["count"] <= 0:
        warnings.append("count should be at least 1")
    return warnings
