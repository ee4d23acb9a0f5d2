"""Tiny command-line front end: app.py 250 330 500"""

import sys

from goals import nudge, progress
from water import WaterLog


def run(amounts):
    log = WaterLog()
    for ml in amounts:
        log.add(ml)
    return f"{log.total_ml()} ml ({progress(log)}%) - {nudge(log)}"


if __name__ == "__main__":
    print(run(int(a) for a in sys.argv[1:]))
