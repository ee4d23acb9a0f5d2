"""Track sections on the club's OO gauge layout."""

SCALE = 76.2  # OO gauge is 1:76.2

# model metres of track in each section
SECTIONS = {
    "station_loop": 4.2,
    "viaduct": 2.8,
    "tunnel": 3.5,
    "goods_yard": 1.9,
    "branch_line": 5.6,
}


def real_distance_km(model_metres):
    return model_metres * SCALE / 1000


def route_length(section_names):
    unknown = [name for name in section_names if name not in SECTIONS]
    if unknown:
        raise KeyError(f"unknown track section(s): {', '.join(unknown)}")
    return sum(SECTIONS[name] for name in section_names)
