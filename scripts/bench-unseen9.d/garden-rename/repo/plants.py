"""Water needs of the plants in the garden, in millilitres per day."""

PLANTS = {
    "tomato": 500,
    "basil": 150,
    "fern": 300,
    "cactus": 20,
}


def water_need(plant, hot_day=False):
    """Millilitres of water the plant needs today."""
    base = PLANTS[plant]
    if hot_day:
        return base * 2
    return base


def known_plants():
    return sorted(PLANTS)
