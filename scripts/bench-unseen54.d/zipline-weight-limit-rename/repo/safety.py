"""Rider limits for the Treetop Zip (600m twin line at Crowhurst Woods)."""

MIN_WEIGHT = 30        # kg - lighter riders stall before the far platform
MAX_WEIGHT = 120       # kg, in their clothes, per rider
MIN_HEIGHT_CM = 120
MIN_AGE = 7
UNDER_AGE_WITH_ADULT = 10   # 7 to 9 year olds need an adult riding alongside


def rider_ok(weight_kg, height_cm, age):
    """True if someone meets the limits to ride at all."""
    return (MIN_WEIGHT <= weight_kg <= MAX_WEIGHT
            and height_cm >= MIN_HEIGHT_CM
            and age >= MIN_AGE)


def needs_adult(age):
    """Younger riders have to go down next to a grown-up."""
    return age < UNDER_AGE_WITH_ADULT
