"""Suggest a hat size from a customer's head measurement."""

from units import parse_measurement, to_cm

SIZE_CHART = [
    (54.0, "Small"),
    (56.0, "Medium"),
    (58.0, "Large"),
    (60.0, "X-Large"),
    (62.0, "XX-Large"),
]


def size_for_cm(head_cm):
    for upper_limit, label in SIZE_CHART:
        if head_cm <= upper_limit:
            return label
    return "Made to measure"


def recommend(measurement):
    value, unit = parse_measurement(measurement)
    head_cm = to_cm(value, unit)
    return f"{size_for_cm(head_cm)} ({head_cm:.1f} cm)"


if __name__ == "__main__":
    for entry in ["55 cm", "22.5 in", "570mm", '23"', "64cm"]:
        print(f"{entry:>8} -> {recommend(entry)}")
