"""Print the league table from the season's results."""

from scoring import imp_difference, match_points

RESULTS = [
    # (home team, home IMPs, away team, away IMPs)
    ("Aces High", 41, "No Trumps", 22),
    ("Grand Slammers", 30, "Aces High", 29),
    ("No Trumps", 35, "Grand Slammers", 18),
    ("Aces High", 27, "Grand Slammers", 12),
]


def table(results):
    rows = {}
    for home, h_imps, away, a_imps in results:
        for team, us, them in ((home, h_imps, a_imps), (away, a_imps, h_imps)):
            row = rows.setdefault(team, {"played": 0, "points": 0, "imps": 0})
            row["played"] += 1
            row["points"] += match_points(us, them)
            row["imps"] += imp_difference(us, them)
    return sorted(rows.items(), key=lambda kv: (-kv[1]["points"], -kv[1]["imps"], kv[0]))


def show(results):
    lines = [f"{'Team':<16}{'P':>3}{'IMPs':>6}{'Pts':>5}"]
    for team, r in table(results):
        lines.append(f"{team:<16}{r['played']:>3}{r['imps']:>+6}{r['points']:>5}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(show(RESULTS))
