"""Settings for the planetarium dome and its box office."""

DOME_SEATS = 96
WHEELCHAIR_SPACES = 4
DOORS_OPEN_BEFORE_MINUTES = 15

# how long a reserved seat stays held while the visitor pays
SEAT_HOLD_MINUTES = 12
SCHOOL_GROUP_HOLD_MINUTES = 30  # schools pay by invoice, so they get longer

STAFF_PORTAL_PORT = 8081
