"""Turns notebook lines like 'Linden 12.5' into harvest records."""
from hives import log_harvest


def parse_line(line):
    name, kg = line.rsplit(maxsplit=1)
    return name.strip(), float(kg)


def import_notes(lines, hives):
    """Records every harvest line; returns the names it did not recognise."""
    by_name = {h.name: h for h in hives}
    skipped = []
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        name, kg = parse_line(line)
        if name not in by_name:
            skipped.append(name)
            continue
        log_harvest(by_name[name], kg)
    return skipped
