"""Quotes for plastering jobs.

Rates are per square metre and include materials.  Ceilings take longer
than walls, so they carry an uplift on top.
"""

SKIM_RATE = 12.00           # skim coat over existing plaster
BOARD_RATE = 12.00          # plasterboard supplied and fixed, before skimming
CEILING_UPLIFT = 0.25       # extra on ceiling work
HACK_OFF_RATE = 8.00        # knocking off old blown plaster
MIN_CHARGE = 150.00
WASTE_DISPOSAL = 35.00      # rubble bags and a tip run, only if we hack off


def skim_cost(wall_m2, ceiling_m2=0):
    """Cost of skimming walls and ceilings."""
    walls = wall_m2 * SKIM_RATE
    ceilings = ceiling_m2 * SKIM_RATE * (1 + CEILING_UPLIFT)
    return walls + ceilings


def room_quote(wall_m2, ceiling_m2=0, board_m2=0, hack_off_m2=0):
    """Full quote for a room, never less than the minimum charge."""
    total = skim_cost(wall_m2, ceiling_m2)
    total += board_m2 * BOARD_RATE
    if hack_off_m2:
        total += hack_off_m2 * HACK_OFF_RATE + WASTE_DISPOSAL
    return round(max(total, MIN_CHARGE), 2)


if __name__ == "__main__":
    print("Back bedroom:", room_quote(34, 11))
    print("Kitchen reboard:", room_quote(20, 0, board_m2=20, hack_off_m2=20))
