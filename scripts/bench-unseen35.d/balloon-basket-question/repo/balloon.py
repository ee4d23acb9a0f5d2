"""Details of the balloon and basket used for passenger flights."""

ENVELOPE = "Cameron Z-210"
MAX_PAYLOAD_KG = 900
FUEL_CYLINDERS = 4
FUEL_CYLINDER_KG = 45
PILOT_ALLOWANCE_KG = 90
PASSENGER_ALLOWANCE_KG = 85
PASSENGER_COMPARTMENTS = 4
PEOPLE_PER_COMPARTMENT = 3


def fuel_weight():
    return FUEL_CYLINDERS * FUEL_CYLINDER_KG


def spare_payload():
    return MAX_PAYLOAD_KG - fuel_weight() - PILOT_ALLOWANCE_KG


def basket_spaces():
    return PASSENGER_COMPARTMENTS * PEOPLE_PER_COMPARTMENT
