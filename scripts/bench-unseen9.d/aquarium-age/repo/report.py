"""Print a list of the fish in a tank."""

from fish import Fish


def tank_report(fishes):
    lines = []
    for f in sorted(fishes, key=lambda f: f.name):
        lines.append(f"{f.name} ({f.species})")
    return "\n".join(lines)


if __name__ == "__main__":
    print(tank_report([Fish("Nemo", "clownfish"), Fish("Dory", "blue tang")]))
