import json
import sys
from datetime import date
from pathlib import Path

from vaccines import pets_due

PETS_FILE = Path(__file__).with_name("pets.json")


def reminder_text(pets, today):
    names = pets_due(pets, today)
    if not names:
        return "Nobody is due for a booster."
    return "Due for a booster: " + ", ".join(names)


if __name__ == "__main__":
    today = date.fromisoformat(sys.argv[1]) if len(sys.argv) > 1 else date.today()
    print(reminder_text(json.loads(PETS_FILE.read_text()), today))
