"""This week's keeper rota and any feeding time overrides."""

from feeding_defaults import DEFAULT_FEEDS

ROTA = {"Mon": "Priya", "Tue": "Tom", "Wed": "Priya", "Thu": "Lena", "Fri": "Tom"}
OVERRIDES = {"otters": "12:45"}


def feed_time(animal):
    return OVERRIDES.get(animal, DEFAULT_FEEDS[animal])


def keeper(day):
    return ROTA.get(day, "volunteer")
