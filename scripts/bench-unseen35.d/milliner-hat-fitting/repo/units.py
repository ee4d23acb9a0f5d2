"""Helpers for converting head measurements to centimetres."""

CM_PER_INCH = 2.45
CM_PER_MM = 0.1


def parse_measurement(text):
    text = text.strip().lower().replace(" ", "")
    for suffix, unit in (("inches", "in"), ("inch", "in"), ("in", "in"), ('"', "in"),
                         ("cm", "cm"), ("mm", "mm")):
        if text.endswith(suffix):
            return float(text[: -len(suffix)]), unit
    return float(text), "cm"


def to_cm(value, unit):
    if unit == "cm":
        return value
    if unit == "in":
        return value * CM_PER_INCH
    if unit == "mm":
        return value * CM_PER_MM
    raise ValueError(f"Unsupported unit: {unit}")
