"""Prices for painted murals."""

RATE_PER_SQM = {"simple": 45.00, "detailed": 80.00, "photoreal": 120.00}
DESIGN_FEE = 150.00
VARNISH_PER_SQM = 5.50
TOWER_HIRE = 90.00          # scaffold tower for walls taller than 3 metres
TOWER_HEIGHT = 3.0


def wall_area(job):
    return round(job["width_m"] * job["height_m"], 2)


def painting_cost(job):
    if job["style"] not in RATE_PER_SQM:
        raise ValueError(f"Unknown mural style: {job['style']}")
    return round(wall_area(job) * RATE_PER_SQM[job["style"]], 2)


def varnish_cost(job):
    if not job.get("varnish"):
        return 0.0
    return round(wall_area(job) * VARNISH_PER_SQM, 2)


def tower_cost(job):
    return TOWER_HIRE if job["height_m"] > TOWER_HEIGHT else 0.0


def quote_total(job):
    total = DESIGN_FEE + painting_cost(job) + varnish_cost(job) + tower_cost(job)
    return round(total, 2)
