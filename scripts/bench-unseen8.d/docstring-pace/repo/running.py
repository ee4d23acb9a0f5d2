"""Pace and split calculations for the running log."""


def pace_per_km(distance_km, seconds):
    if distance_km <= 0:
        raise ValueError("distance must be positive")
    per_km = round(seconds / distance_km)
    return f"{per_km // 60}:{per_km % 60:02d}"


def even_splits(distance_km, seconds):
    whole = int(distance_km)
    per_km = seconds / distance_km
    return [round(per_km * (k + 1)) for k in range(whole)]


def predict_time(known_km, known_seconds, target_km):
    """Riegel's formula: slower per km the further you go."""
    return round(known_seconds * (target_km / known_km) ** 1.06)
