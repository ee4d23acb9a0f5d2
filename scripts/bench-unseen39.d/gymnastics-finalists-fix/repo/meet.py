"""Runs the qualifying round for each apparatus."""

from qualifying import finalists, reserves, routine_total

CUTOFFS = {"vault": 12.5, "beam": 11.0, "floor": 12.0}


def score_entries(entries):
    return [
        {"name": e["name"], "total": routine_total(e["difficulty"], e["judges"], e.get("penalties", 0.0))}
        for e in entries
    ]


def apparatus_report(apparatus, entries, places=8):
    results = score_entries(entries)
    cutoff = CUTOFFS[apparatus]
    return {"final": finalists(results, cutoff, places), "reserves": reserves(results, cutoff, places)}
