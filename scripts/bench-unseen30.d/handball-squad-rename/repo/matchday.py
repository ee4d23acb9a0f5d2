"""Print the team sheet for Saturday."""

from squad import MAX_SQUAD, pick_squad, spare_places


def team_sheet(players):
    squad = pick_squad(players)
    lines = [f"Squad ({len(squad)}/{MAX_SQUAD}):"]
    for number, p in enumerate(squad, start=1):
        lines.append(f"  {number:>2}. {p['name']} ({p['position']})")
    if spare_places(squad):
        lines.append(f"  {spare_places(squad)} place(s) still open")
    return "\n".join(lines)


if __name__ == "__main__":
    roster = [
        {"name": "Lena", "position": "GK", "available": True},
        {"name": "Omar", "position": "LB", "available": True},
        {"name": "Priya", "position": "CB", "available": False},
        {"name": "Jonas", "position": "RW", "available": True},
    ]
    print(team_sheet(roster))
