"""Human-readable file sizes for the nightly backup report."""

UNITS = ["B", "KB", "MB"]


def format_size(n):
    size = float(n)
    unit = UNITS[0]
    for unit in UNITS:
        if size < 1024 or unit == UNITS[-1]:
            break
        size /= 1024
    if unit == "B":
        return f"{int(size)} B"
    return f"{size:.1f} {unit}"


def parse_size(text):
    number, unit = text.split()
    return int(float(number) * 1024 ** UNITS.index(unit.upper()))
