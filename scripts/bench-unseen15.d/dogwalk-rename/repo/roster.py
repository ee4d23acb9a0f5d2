from walkers import assign_walker


def build_roster(dogs, walkers):
    roster = {}
    for dog in dogs:
        roster[dog["name"]] = assign_walker(dog, walkers) or "unassigned"
    return roster


def unassigned(roster):
    return sorted(name for name, walker in roster.items() if walker == "unassigned")
