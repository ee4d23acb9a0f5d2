"""Temperature presets per filament, in degrees Celsius."""

MATERIALS = {
    "pla": {"nozzle": 205, "bed": 60, "fan": 100},
    "petg": {"nozzle": 235, "bed": 85, "fan": 40},
    "abs": {"nozzle": 245, "bed": 100, "fan": 0},
    "tpu": {"nozzle": 225, "bed": 50, "fan": 60},
}


def preset(name):
    try:
        return MATERIALS[name.lower()]
    except KeyError:
        raise ValueError(f"unknown material {name!r}") from None
