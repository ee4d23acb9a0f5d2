"""Load rules for the building's elevator."""

MAX_LOAD_KG = 600
AVERAGE_PERSON_KG = 75
FLOORS = 12


def can_board(current_kg, new_kg):
    """True if someone weighing new_kg may step in."""
    return current_kg + new_kg <= MAX_LOAD_KG


def max_people():
    return MAX_LOAD_KG // AVERAGE_PERSON_KG


def valid_floor(floor):
    return 0 <= floor <= FLOORS
