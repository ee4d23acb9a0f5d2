from ladder import Ladder

PLAYERS = ["Priya", "Tom", "Ana", "Joe", "Mei", "Olu", "Kate"]


def board(ladder):
    lines = []
    for name in ladder.rungs:
        pos = ladder.position(name)
        targets = ", ".join(ladder.targets(name)) or "-"
        lines.append(f"{pos}. {name} (can challenge: {targets})")
    return "\n".join(lines)


if __name__ == "__main__":
    print(board(Ladder(PLAYERS)))
