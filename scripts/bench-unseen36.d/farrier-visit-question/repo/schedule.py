"""Work out when each horse on the yard next needs the farrier."""
from datetime import date, timedelta

from intervals import DEFAULT_SHOES, INTERVAL_WEEKS, SENIOR_ADJUSTMENT_WEEKS, SENIOR_AGE


def weeks_between_visits(horse):
    shoes = horse.get("shoes") or DEFAULT_SHOES
    weeks = INTERVAL_WEEKS[shoes]
    if horse.get("age", 0) >= SENIOR_AGE:
        weeks += SENIOR_ADJUSTMENT_WEEKS
    return weeks


def next_visit(horse):
    last = date.fromisoformat(horse["last_visit"])
    return last + timedelta(weeks=weeks_between_visits(horse))


def due_list(horses, today):
    due = [h for h in horses if next_visit(h) <= today]
    return sorted(due, key=next_visit)


if __name__ == "__main__":
    yard = [
        {"name": "Pepper", "shoes": "steel", "age": 9, "last_visit": "2024-03-01"},
        {"name": "Duke", "shoes": "barefoot", "age": 22, "last_visit": "2024-02-10"},
        {"name": "Maisie", "age": 6, "last_visit": "2024-03-20"},
    ]
    for horse in yard:
        print(horse["name"], next_visit(horse))
