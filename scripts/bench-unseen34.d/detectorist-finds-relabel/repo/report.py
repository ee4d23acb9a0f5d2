from finds import best_find, find_value, is_reportable, parse_find

SEASON_LOG = """\
Top Meadow, hammered coin, fair, 18
Top Meadow, musket ball, good, 12
Mill Field, buckle, fine, 22
Mill Field, button, poor, 9
Church Acre, milled coin, good, 35
"""


def field_totals(finds):
    totals = {}
    for find in finds:
        totals[find["field"]] = round(totals.get(find["field"], 0) + find_value(find), 2)
    return totals


def season_report(text):
    finds = [parse_find(line) for line in text.splitlines() if line.strip()]
    lines = [f"{field}: £{total:.2f}" for field, total in sorted(field_totals(finds).items())]
    best = best_find(finds)
    if best:
        lines.append(f"Best find: {best['kind']} from {best['field']} (£{find_value(best):.2f})")
    reportable = sum(1 for f in finds if is_reportable(f))
    lines.append(f"To report to the finds liaison officer: {reportable}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(season_report(SEASON_LOG))
