"""Residents book a machine from the lobby tablet."""

from laundry import Machine, start_cycle

MACHINES = [Machine(1), Machine(2), Machine(3)]


def book(program, machines=MACHINES):
    """Starts the first free machine; returns (machine number, minutes)."""
    for machine in machines:
        if not machine.busy:
            minutes = start_cycle(machine, program)
            return machine.number, minutes
    return None
