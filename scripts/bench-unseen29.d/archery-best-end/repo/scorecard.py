"""Score sheet helper for the archery club's Saturday rounds.

A round is a list of ends; each end is a list of marks as written on the
sheet: "X", "10" down to "1", or "M" for a miss.
"""


def arrow_value(mark):
    """Convert a mark from the sheet into points."""
    mark = mark.strip().upper()
    if mark == "X":
        return 10
    if mark == "M":
        return 0
    return int(mark)


def end_total(marks):
    return sum(arrow_value(m) for m in marks)


def count_xs(ends):
    return sum(1 for end in ends for m in end if m.strip().upper() == "X")


def best_end(ends):
    """Return (end number starting at 1, score) of the highest-scoring end.

    If two ends tie, the earlier one is kept.
    """
    best_number = 0
    best_score = -1
    for number, end in enumerate(ends, start=1):
        score = end_total(end)
        if score > best_score:
            best_score = number
            best_number = number
    return best_number, end_total(ends[best_number - 1])


def printout(name, ends):
    total = sum(end_total(e) for e in ends)
    number, score = best_end(ends)
    lines = [f"Archer: {name}"]
    for i, end in enumerate(ends, start=1):
        lines.append(f"  End {i}: {' '.join(end):<20} {end_total(end):>3}")
    lines.append(f"  Total: {total}   X count: {count_xs(ends)}")
    lines.append(f"  Best end: {number} ({score})")
    return "\n".join(lines)


if __name__ == "__main__":
    sheet = [
        ["9", "7", "7", "6", "5", "M"],
        ["X", "10", "9", "9", "8", "8"],
        ["8", "7", "7", "6", "6", "5"],
        ["9", "8", "8", "7", "6", "6"],
    ]
    print(printout("Sam", sheet))
