"""Build the daily watering plan."""

from plants import known_plants, water_need


def build_schedule(beds, hot_day=False):
    """beds maps a bed name to a list of plant names.
    Returns a dict of bed name -> total millilitres."""
    plan = {}
    for bed, plants in beds.items():
        plan[bed] = sum(water_need(p, hot_day) for p in plants)
    return plan


def total_water(beds, hot_day=False):
    return sum(build_schedule(beds, hot_day).values())


if __name__ == "__main__":
    print(known_plants())
    print(build_schedule({"front": ["tomato", "basil"], "shade": ["fern"]}))
