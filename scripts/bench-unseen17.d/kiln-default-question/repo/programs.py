"""Firing programs: ramp rates in degrees C per hour, peak in C, hold in minutes."""

PROGRAMS = {
    "glaze": {"ramps": [(150, 600), (300, 1222)], "peak_c": 1222, "hold_min": 15},
    "bisque": {"ramps": [(80, 600), (150, 1000)], "peak_c": 1000, "hold_min": 10},
    "low_fire": {"ramps": [(100, 600), (200, 1060)], "peak_c": 1060, "hold_min": 5},
    "candling": {"ramps": [(50, 95)], "peak_c": 95, "hold_min": 480},
}


def firing_hours(name, start_c=20):
    """Hours spent ramping up plus the hold at peak."""
    program = PROGRAMS[name]
    hours, temp = 0.0, start_c
    for rate, target in program["ramps"]:
        hours += (target - temp) / rate
        temp = target
    return round(hours + program["hold_min"] / 60, 1)
