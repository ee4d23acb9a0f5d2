"""Pick the matchday squad for the handball club."""

MAX_SQUAD = 16
GOALKEEPERS_NEEDED = 2


def pick_squad(players):
    """players: list of dicts with name, position and available (bool).

    Goalkeepers are picked first, then outfield players in list order,
    until the squad is full.
    """
    available = [p for p in players if p["available"]]
    keepers = [p for p in available if p["position"] == "GK"][:GOALKEEPERS_NEEDED]
    outfield = [p for p in available if p["position"] != "GK"]
    squad = keepers + outfield
    return squad[:MAX_SQUAD]


def spare_places(squad):
    return MAX_SQUAD - len(squad)
