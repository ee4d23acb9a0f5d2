"""Print the strength of each cider batch from batches.csv."""
import csv

from gravity import abv, parse_reading


def load_batches(path="batches.csv"):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def batch_abv(row):
    og = parse_reading(row["og"])
    fg = parse_reading(row["fg"])
    return abv(og, fg)


def report(rows):
    lines = []
    for row in rows:
        lines.append(f"{row['name']:<16} {batch_abv(row):>5.1f}%")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(load_batches()))
