"""Prints the results board at the end of the trial."""

from scoring import format_result, placings, run_total

RUNS = [
    ("Gwen Pryce", "Fly", {"outrun": 2, "lift": 1, "fetch": 4, "drive": 6, "shed": 2}, 742),
    ("Alun Jones", "Cap", {"outrun": 1, "fetch": 3, "drive": 9, "pen": 2}, 812),
    ("Mair Evans", "Nell", {"outrun": 3, "lift": 2, "fetch": 2, "drive": 4}, 930),
]


def results_board():
    runs = [{"handler": h, "dog": d, "points": run_total(f, s), "seconds": s} for h, d, f, s in RUNS]
    return [format_result(*placing) for placing in placings(runs)]


if __name__ == "__main__":
    print("\n".join(results_board()))
