"""Trip planning for hiking routes."""


def estimate_hours(distance_km, ascent_m):
    return distance_km / 5 + ascent_m / 600


def route_total(legs):
    """Sum distance and ascent over a list of (km, metres) legs."""
    km = sum(leg[0] for leg in legs)
    up = sum(leg[1] for leg in legs)
    return km, up


def plan(legs, start_hour=8):
    km, up = route_total(legs)
    hours = estimate_hours(km, up)
    return {"km": km, "ascent": up, "hours": round(hours, 1),
            "finish": round(start_hour + hours, 1)}
