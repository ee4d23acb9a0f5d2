"""Builds the daily watering list for the fridge door."""

from datetime import date

from garden import Plant, days_since, needs_water

PLANTS = [
    Plant("monstera", 7, date(2024, 6, 1)),
    Plant("basil", 2, date(2024, 6, 6), room="kitchen"),
    Plant("fern", 3, date(2024, 6, 5), room="bathroom"),
    Plant("cactus", 21, date(2024, 5, 20), room="office"),
]


def due_today(plants, today):
    """Names of the plants to water today, most overdue first."""
    due = [p for p in plants if needs_water(p, today)]
    due.sort(key=lambda p: days_since(p, today) - p.every_days, reverse=True)
    return [p.name for p in due]


def by_room(plants, today):
    rooms = {}
    for name in due_today(plants, today):
        plant = next(p for p in plants if p.name == name)
        rooms.setdefault(plant.room, []).append(name)
    return rooms


if __name__ == "__main__":
    today = date.today()
    for room, names in sorted(by_room(PLANTS, today).items()):
        print(f"{room}: {', '.join(names)}")
