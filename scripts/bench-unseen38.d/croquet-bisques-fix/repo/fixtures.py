"""Prints the weekly fixture sheet for the lawns."""

from handicap import bisque_count, bisque_receiver


def fixture_line(player_a, player_b, lawn):
    vs = f"{player_a['name']} v {player_b['name']}"
    receiver = bisque_receiver(player_a, player_b)
    if receiver is None:
        return f"Lawn {lawn}: {vs} - level play"
    count = bisque_count(player_a["handicap"], player_b["handicap"])
    return f"Lawn {lawn}: {vs} - {receiver} receives {count} bisques"


def fixture_sheet(pairs):
    return [fixture_line(a, b, number) for number, (a, b) in enumerate(pairs, start=1)]


def bisques_received(name, pairs):
    total = 0
    for a, b in pairs:
        if bisque_receiver(a, b) == name:
            total += bisque_count(a["handicap"], b["handicap"])
    return total


if __name__ == "__main__":
    members = [
        {"name": "Margaret", "handicap": 16},
        {"name": "Derek", "handicap": 4},
        {"name": "Priya", "handicap": 9},
        {"name": "Tom", "handicap": 9},
    ]
    for line in fixture_sheet([(members[0], members[1]), (members[2], members[3])]):
        print(line)
