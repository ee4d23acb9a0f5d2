"""Build the morning sprinkler run: zones go one after another."""

from zones import ZONES, zone_minutes, zone_name


def run_order(first=1, last=None):
    """Zone numbers from first to last inclusive."""
    if last is None:
        last = max(ZONES)
    return list(range(first, last))


def morning_plan(rain_mm=0.0, start_minute=6 * 60):
    plan = []
    clock = start_minute
    for number in run_order():
        minutes = zone_minutes(number, rain_mm)
        if minutes == 0:
            continue
        plan.append((f"{clock // 60:02d}:{clock % 60:02d}", zone_name(number), minutes))
        clock += minutes
    return plan


if __name__ == "__main__":
    for start, name, minutes in morning_plan():
        print(f"{start} {name} ({minutes} min)")
