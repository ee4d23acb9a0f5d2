"""Quotes for new alarm installs."""

from kits import DOOR_CONTACT, EXTERNAL_SOUNDER, PANELS, SENSOR

LABOUR_PER_DAY = 260.00


def sensors_needed(rooms_downstairs, rooms_upstairs):
    """One sensor per downstairs room and one on the upstairs landing."""
    return rooms_downstairs + (1 if rooms_upstairs else 0)


def install_quote(panel, rooms_downstairs, rooms_upstairs, doors=2):
    """Supply and fit a full system."""
    parts = PANELS[panel] + EXTERNAL_SOUNDER + doors * DOOR_CONTACT
    parts += sensors_needed(rooms_downstairs, rooms_upstairs) * SENSOR
    days = 1 if rooms_downstairs + rooms_upstairs <= 8 else 2
    return round(parts + days * LABOUR_PER_DAY, 2)
