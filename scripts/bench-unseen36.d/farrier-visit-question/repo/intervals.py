"""How often each kind of hoof needs the farrier, in weeks."""

INTERVAL_WEEKS = {
    "steel": 6,
    "aluminium": 5,
    "glue-on": 4,
    "barefoot": 8,
}

DEFAULT_SHOES = "aluminium"

SENIOR_AGE = 20
SENIOR_ADJUSTMENT_WEEKS = -1
