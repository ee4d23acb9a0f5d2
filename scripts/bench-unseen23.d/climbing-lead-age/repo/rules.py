"""Age and pricing rules for the Boulder Barn climbing gym."""

LEAD_MIN_AGE = 14        # may lead-climb without a supervising adult from this age
BOULDER_MIN_AGE = 8      # may boulder without a supervising adult from this age
CHILD_AGE_LIMIT = 16     # under this age pays the child rate

DAY_PASS = 12.50
CHILD_DAY_PASS = 8.00
SHOE_HIRE = 3.00
CHALK_BAG = 1.50

WALLS = ("lead", "boulder", "auto-belay")


def needs_supervisor(age, wall="lead"):
    """True if a climber of this age must bring a supervising adult."""
    if wall not in WALLS:
        raise ValueError(f"unknown wall: {wall}")
    if wall == "lead":
        return age <= LEAD_MIN_AGE
    return age < BOULDER_MIN_AGE


def day_pass_price(age, hire_shoes=False, chalk=False):
    price = CHILD_DAY_PASS if age < CHILD_AGE_LIMIT else DAY_PASS
    if hire_shoes:
        price += SHOE_HIRE
    if chalk:
        price += CHALK_BAG
    return round(price, 2)
