"""Bread recipes and timings for the Crumb & Co bakery."""

SOURDOUGH_PROOF_HOURS = 12
BAGUETTE_PROOF_HOURS = 2
RYE_PROOF_HOURS = 3
LOAVES_PER_TRAY = 12
COOLING_MINUTES = 30

BREADS = {
    "sourdough": {"proof_hours": SOURDOUGH_PROOF_HOURS, "bake_minutes": 45, "flour_g": 500},
    "baguette": {"proof_hours": BAGUETTE_PROOF_HOURS, "bake_minutes": 25, "flour_g": 250},
    "rye": {"proof_hours": RYE_PROOF_HOURS, "bake_minutes": 60, "flour_g": 600},
}


def flour_needed(bread, loaves):
    """Grams of flour for a batch."""
    return BREADS[bread]["flour_g"] * loaves


def trays_needed(loaves):
    return -(-loaves // LOAVES_PER_TRAY)
