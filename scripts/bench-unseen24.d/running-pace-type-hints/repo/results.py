"""This week's club results board."""
from pace import PARKRUN_KM, pace_per_km

RESULTS = [
    # runner, minutes, seconds over the 5 km parkrun
    ("Priya", 22, 41),
    ("Dan", 27, 5),
    ("Marguerite", 31, 0),
]


def board(results=RESULTS):
    rows = sorted(results, key=lambda r: r[1] * 60 + r[2])
    return [f"{name:<12}{m}:{s:02d}  ({pace_per_km(PARKRUN_KM, m, s)}/km)"
            for name, m, s in rows]


if __name__ == "__main__":
    print("\n".join(board()))
