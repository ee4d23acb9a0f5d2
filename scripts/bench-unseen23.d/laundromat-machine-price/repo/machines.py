"""The machines on the floor at Suds & Spin laundromat."""

# machine id -> (kind, drum size)
MACHINES = {
    "W1": ("washer", "standard"),
    "W2": ("washer", "standard"),
    "W3": ("washer", "standard"),
    "W4": ("washer", "standard"),
    "W5": ("washer", "large"),
    "W6": ("washer", "large"),
    "W7": ("washer", "giant"),
    "D1": ("dryer", "standard"),
    "D2": ("dryer", "standard"),
    "D3": ("dryer", "large"),
}

OUT_OF_ORDER = {"W3"}


def available(kind):
    return sorted(m for m, (k, _) in MACHINES.items()
                  if k == kind and m not in OUT_OF_ORDER)


def drum_size(machine_id):
    return MACHINES[machine_id][1]
