from scoring import has_passed, tally, worst_skills


def mock_report(learner, marks):
    counts, by_skill = tally(marks)
    result = "PASS" if has_passed(counts) else "FAIL"
    lines = [
        f"Mock test for {learner}: {result}",
        f"Minors: {counts['minor']}  Serious: {counts['serious']}  Dangerous: {counts['dangerous']}",
    ]
    if by_skill:
        lines.append("Work on: " + ", ".join(worst_skills(by_skill)))
    return "\n".join(lines)


if __name__ == "__main__":
    priya = (["mirrors"] * 5 + ["signals"] * 4 + ["junctions"] * 3
             + ["reverse park"] * 2 + ["moving off"])
    print(mock_report("Priya", priya))
    print()
    print(mock_report("Callum", ["mirrors", "junctions:serious", "speed"]))
