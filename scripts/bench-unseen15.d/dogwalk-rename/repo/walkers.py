"""Matching dogs to walkers for the neighbourhood dog walking service."""

MAX_DOGS_PER_WALKER = 4

WALKERS = [
    {"name": "Sam", "areas": ["north", "park"], "dogs": []},
    {"name": "Ruth", "areas": ["park", "river"], "dogs": []},
    {"name": "Jonas", "areas": ["north", "river"], "dogs": []},
]


def can_take(walker, dog):
    return dog["area"] in walker["areas"] and len(walker["dogs"]) < MAX_DOGS_PER_WALKER


def assign_walker(dog, walkers):
    """Give the dog to the free walker covering its area with the fewest dogs."""
    options = [w for w in walkers if can_take(w, dog)]
    if not options:
        return None
    walker = min(options, key=lambda w: len(w["dogs"]))
    walker["dogs"].append(dog["name"])
    return walker["name"]
