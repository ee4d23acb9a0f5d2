"""Scale timetable for club running sessions."""

from layout import real_distance_km, route_length


def calc_run_time(section_names, scale_speed_kmh):
    km = real_distance_km(route_length(section_names))
    return round(km / scale_speed_kmh * 60, 1)


def departure_board(services):
    lines = []
    for departs, name, sections, speed in services:
        minutes = calc_run_time(sections, speed)
        lines.append(f"{departs}  {name:<18}{minutes:>6} min")
    return lines


def longest_service(services):
    best = None
    for departs, name, sections, speed in services:
        minutes = calc_run_time(sections, speed)
        if best is None or minutes > best[1]:
            best = (name, minutes)
    return best
