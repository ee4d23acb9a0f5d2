"""The club's route card for the season."""

from trails import difficulty, estimate_hours, start_time

ROUTES = [
    ("Ridge loop", 14.5, 850),
    ("Lakeside", 8.0, 120),
    ("Three peaks", 24.0, 1650),
]


def route_card(routes, pace_kmh=4.0, finish_by=18):
    lines = []
    for name, km, ascent in routes:
        hours = estimate_hours(km, ascent, pace_kmh)
        lines.append(f"{name:<12} {km:>5.1f} km {ascent:>5} m  {hours:>5.2f} h  "
                     f"{difficulty(km, ascent):<8} leave by {start_time(finish_by, hours)}:00")
    return "\n".join(lines)


if __name__ == "__main__":
    print(route_card(ROUTES))
