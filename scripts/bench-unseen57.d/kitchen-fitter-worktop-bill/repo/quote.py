"""Puts a kitchen fitting quote together."""

from rates import (BASE_UNIT, HOB_CUTOUT, MIN_CHARGE, RIP_OUT, SINK_CUTOUT,
                   TALL_UNIT, WALL_UNIT, WORKTOP_PER_M)


def units_cost(base=0, wall=0, tall=0):
    """Labour for hanging and fixing the cabinets."""
    return base * BASE_UNIT + wall * WALL_UNIT + tall * TALL_UNIT


def worktop_cost(metres, material="laminate", sink=True, hob=True):
    """Cutting, jointing and fixing the worktop, with any cut-outs."""
    cost = metres * WORKTOP_PER_M[material]
    if sink:
        cost += SINK_CUTOUT
    if hob:
        cost += SINK_CUTOUT
    return cost


def kitchen_quote(base, wall, tall, worktop_m, material="laminate",
                  sink=True, hob=True, old_kitchen_out=False):
    """The full fitting price, never less than our minimum charge."""
    total = units_cost(base, wall, tall)
    total += worktop_cost(worktop_m, material, sink, hob)
    if old_kitchen_out:
        total += RIP_OUT
    return round(max(total, MIN_CHARGE), 2)


if __name__ == "__main__":
    print(kitchen_quote(6, 5, 2, 4.2))
    print(kitchen_quote(2, 0, 0, 1.5, "solid wood", hob=False))
