import math


def polygon_area(points):
    n = len(points)
    twice_area = 0.0
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        twice_area += x1 * y2 - x2 * y1
    return abs(twice_area) / 2.0


def perimeter(points):
    n = len(points)
    return sum(math.dist(points[i], points[(i + 1) % n]) for i in range(n))


def bounding_box(points):
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)
