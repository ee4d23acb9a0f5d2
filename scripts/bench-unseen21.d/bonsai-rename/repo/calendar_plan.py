"""Plan which trees need water on which day."""

from care import water_gap


def watering_days(species, start_day, horizon, season="summer"):
    gap = water_gap(species, season)
    return list(range(start_day, start_day + horizon, gap))


def trees_due(collection, day, season="summer"):
    return sorted(name for name, species in collection.items()
                  if day % water_gap(species, season) == 0)
