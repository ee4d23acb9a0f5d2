"""The note on the fridge door."""
from datetime import date

from fridge import Item, expired, use_soon

FRIDGE = [
    Item("milk", date(2024, 9, 12)),
    Item("yoghurt", date(2024, 9, 14)),
    Item("ham", date(2024, 9, 10)),
    Item("cheddar", date(2024, 10, 2)),
    Item("hummus", date(2024, 9, 13)),
]


def note(items, today):
    lines = [f"Use soon: {', '.join(use_soon(items, today)) or 'nothing'}"]
    lines.append(f"Throw out: {', '.join(expired(items, today)) or 'nothing'}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(note(FRIDGE, date(2024, 9, 12)))
