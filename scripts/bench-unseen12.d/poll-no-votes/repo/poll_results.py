import sys

from poll import tally, winner


def results(votes):
    counts = tally(votes)
    best = winner(votes)
    lines = [f"{option}: {n}" for option, n in sorted(counts.items(), key=lambda kv: -kv[1])]
    lines.append(f"Winner: {best} with {counts[best]} votes")
    return "\n".join(lines)


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        print(results(f.readlines()))
