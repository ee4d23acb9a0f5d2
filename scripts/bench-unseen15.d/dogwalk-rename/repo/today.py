import copy

from roster import build_roster, unassigned
from walkers import WALKERS, assign_walker

DOGS = [
    {"name": "Biscuit", "area": "park"},
    {"name": "Luna", "area": "north"},
    {"name": "Otto", "area": "river"},
    {"name": "Pepper", "area": "harbour"},
    {"name": "Mochi", "area": "park"},
]


def main():
    walkers = copy.deepcopy(WALKERS)
    roster = build_roster(DOGS, walkers)
    for dog, walker in roster.items():
        print(f"{dog}: {walker}")
    late = {"name": "Ziggy", "area": "river"}
    print(f"Late booking Ziggy: {assign_walker(late, walkers)}")
    print("Still unassigned: " + (", ".join(unassigned(roster)) or "none"))


if __name__ == "__main__":
    main()
