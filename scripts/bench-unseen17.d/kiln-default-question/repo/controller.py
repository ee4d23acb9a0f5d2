import sys

import kiln_settings
from programs import PROGRAMS, firing_hours


def start(program=None):
    name = program or kiln_settings.DEFAULT_PROGRAM
    p = PROGRAMS[name]
    if p["peak_c"] > kiln_settings.SAFETY_MAX_C:
        raise ValueError(f"{name} peaks above the kiln's safety limit")
    return f"Firing {name}: peak {p['peak_c']} C, hold {p['hold_min']} min, about {firing_hours(name)} h"


if __name__ == "__main__":
    print(start(sys.argv[1] if len(sys.argv) > 1 else None))
