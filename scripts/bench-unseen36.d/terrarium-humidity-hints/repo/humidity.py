"""Humidity log for my reptile and frog terrariums."""

SPECIES_RANGES = {
    "crested gecko": (60, 80),
    "leopard gecko": (30, 40),
    "dart frog": (80, 100),
    "corn snake": (40, 50),
}


def target_range(species):
    return SPECIES_RANGES[species.lower()]


def average(readings):
    if not readings:
        return 0.0
    return round(sum(readings) / len(readings), 1)


def needs_misting(humidity, species):
    low, _high = target_range(species)
    return humidity < low


def status(humidity, species):
    low, high = target_range(species)
    if humidity < low:
        return "too dry"
    if humidity > high:
        return "too wet"
    return "ok"


def record(log, tank, humidity):
    log.setdefault(tank, []).append(humidity)


def daily_report(log, species_by_tank):
    lines = []
    for tank in sorted(log):
        avg = average(log[tank])
        lines.append(f"{tank}: {avg}% ({status(avg, species_by_tank[tank])})")
    return lines
