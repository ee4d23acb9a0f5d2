"""The front panel buttons of a single machine."""

import laundry


def press_start(machine, program="cotton"):
    try:
        minutes = laundry.start_cycle(machine, program)
    except RuntimeError:
        return "Busy"
    return f"{program}: {minutes} min"


def status(machine):
    if machine.busy:
        return f"#{machine.number} {machine.program}, {machine.minutes_left} min left"
    return f"#{machine.number} free"
