"""Print a short care report for the collection."""

import care
from calendar_plan import trees_due

COLLECTION = {"Old Juniper": "juniper", "Desk Ficus": "ficus", "Red Maple": "maple"}

if __name__ == "__main__":
    for name, species in sorted(COLLECTION.items()):
        print(f"{name}: every {care.water_gap(species)} days")
    print("due on day 6:", ", ".join(trees_due(COLLECTION, 6)))
