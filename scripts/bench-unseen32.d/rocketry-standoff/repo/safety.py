MOTOR_CLASSES = [
    ("A", 2.5), ("B", 5.0), ("C", 10.0), ("D", 20.0),
    ("E", 40.0), ("F", 80.0), ("G", 160.0),
]
SPECTATOR_FEET = {"A": 15, "B": 15, "C": 15, "D": 30, "E": 30, "F": 30, "G": 30}
CLUSTER_FACTOR = 1.5
MAX_WIND_MPH = 20


def motor_class(total_impulse):
    for letter, limit in MOTOR_CLASSES:
        if total_impulse <= limit:
            return letter
    raise ValueError(f"{total_impulse} Ns is beyond what the club can fly")


def min_dist(total_impulse, clustered=False):
    feet = SPECTATOR_FEET[motor_class(total_impulse)]
    if clustered:
        return round(feet * CLUSTER_FACTOR)
    return feet


def can_fly(total_impulse, wind_mph):
    if wind_mph > MAX_WIND_MPH:
        return False
    try:
        motor_class(total_impulse)
    except ValueError:
        return False
    return True
