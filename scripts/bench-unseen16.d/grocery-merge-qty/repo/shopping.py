"""Shared household shopping lists."""


def normalise(item):
    """'  Oat Milk ' -> 'oat milk'."""
    return " ".join(item.lower().split())


def parse_line(line):
    """'2 milk' -> ('milk', 2); a line without a number means 1."""
    first, _, rest = line.strip().partition(" ")
    if first.isdigit() and rest:
        return normalise(rest), int(first)
    return normalise(line), 1


def parse_list(text):
    items = {}
    for line in text.splitlines():
        if line.strip():
            name, qty = parse_line(line)
            items[name] = items.get(name, 0) + qty
    return items


def merge_lists(*lists):
    """Combine several {item: quantity} lists into one."""
    merged = {}
    for items in lists:
        for name, qty in items.items():
            merged[name] = qty
    return dict(sorted(merged.items()))
