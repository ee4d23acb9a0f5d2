"""Weekly maintenance plan for the tanks."""

from tank import calc_wc, nitrate_ok

DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def change_percent(nitrate_ppm):
    """Bigger water changes when nitrate is creeping up."""
    if nitrate_ok(nitrate_ppm):
        return 20
    return 40


def weekly_plan(tank, nitrate_ppm, day="Sat"):
    if day not in DAYS:
        raise ValueError(f"unknown day {day}")
    percent = change_percent(nitrate_ppm)
    return {
        "tank": tank.name,
        "day": day,
        "percent": percent,
        "litres": calc_wc(tank, percent),
    }
