"""Turns the week's ingredients into a shopping list grouped by aisle."""
from pantry import merge


def fmt_qty(q):
    return f"{q:g}"


def shopping_list(items):
    by_aisle = {}
    for item in merge(items):
        by_aisle.setdefault(item.aisle, []).append(item)
    lines = []
    for aisle in sorted(by_aisle):
        lines.append(f"[{aisle}]")
        for item in by_aisle[aisle]:
            lines.append(f"  {item.name}: {fmt_qty(item.quantity)}")
    return "\n".join(lines)
