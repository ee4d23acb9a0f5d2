import math


def area(width, height):
    return width * height


def circle_area(radius):
    return math.pi * radius * radius
