"""Shared washing machines in the building's laundry room."""

PROGRAMS = {"cotton": 90, "synthetics": 60, "wool": 40, "quick": 30}


class Machine:
    def __init__(self, number):
        self.number = number
        self.program = None
        self.minutes_left = 0

    @property
    def busy(self):
        return self.minutes_left > 0


def start_cycle(machine, program):
    """Starts a wash; returns how many minutes it will take."""
    if machine.busy:
        raise RuntimeError(f"machine {machine.number} is still running")
    if program not in PROGRAMS:
        raise ValueError(f"unknown program: {program}")
    machine.program = program
    machine.minutes_left = PROGRAMS[program]
    return machine.minutes_left


def tick(machine, minutes=1):
    machine.minutes_left = max(0, machine.minutes_left - minutes)
    if not machine.busy:
        machine.program = None
