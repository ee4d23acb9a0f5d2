from geo import distance_km


def route_length(points):
    total = 0.0
    for (a_lat, a_lon), (b_lat, b_lon) in zip(points, points[1:]):
        total += distance_km(a_lat, a_lon, b_lat, b_lon)
    return round(total, 1)
