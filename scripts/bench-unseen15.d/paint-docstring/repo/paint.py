COVERAGE_M2_PER_LITRE = 10
TIN_SIZES = [5, 2.5, 1]


def wall_area(width_m, height_m, openings_m2=0.0):
    area = width_m * height_m - openings_m2
    if area < 0:
        raise ValueError("openings are bigger than the wall")
    return area


def litres_needed(area_m2, coats=2, coverage=COVERAGE_M2_PER_LITRE):
    if coverage <= 0:
        raise ValueError("coverage must be positive")
    return round(area_m2 * coats / coverage, 1)


def tins_for(litres):
    tins = []
    left = litres
    for size in TIN_SIZES:
        while left >= size:
            tins.append(size)
            left -= size
    if left > 0:
        tins.append(TIN_SIZES[-1])
    return tins
