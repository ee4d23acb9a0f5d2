"""Quotes for hedge trimming jobs."""

RATE_PER_SQ_M = 1.1        # per square metre of hedge face trimmed
TALL_HEDGE_HEIGHT = 2.5    # anything taller needs the platform
PLATFORM_FEE = 40.0
BAG_CAPACITY = 6           # square metres of clippings per green waste bag
BAG_PRICE = 4.0
CALL_OUT = 25.0


def face_area(length, height, both_sides=True):
    sides = 2 if both_sides else 1
    return length * height * sides


def needs_platform(height):
    return height > TALL_HEDGE_HEIGHT


def waste_bags(area):
    return int(area / BAG_CAPACITY)


def quote(length, height, both_sides=True, take_waste=True):
    area = face_area(length, height, both_sides)
    price = CALL_OUT + area * RATE_PER_SQ_M
    if needs_platform(height):
        price += PLATFORM_FEE
    if take_waste:
        price += waste_bags(area) * BAG_PRICE
    return round(price, 2)
