"""Prints a gear table for a customer's bike."""
import sys

from gears import development_m, speed_kmh

COGS = [11, 14, 17, 21, 25, 28]


def table(chainring, wheel="700c", cadence=90):
    rows = [f"{chainring}x{cog}: {development_m(chainring, cog, wheel):.2f} m, "
            f"{speed_kmh(chainring, cog, cadence, wheel)} km/h at {cadence} rpm" for cog in COGS]
    return "\n".join(rows)


if __name__ == "__main__":
    print(table(int(sys.argv[1]), *sys.argv[2:3]))
