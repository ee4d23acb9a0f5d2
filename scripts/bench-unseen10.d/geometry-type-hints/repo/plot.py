from geometry import bounding_box, perimeter, polygon_area

GARDEN = [(0.0, 0.0), (12.0, 0.0), (12.0, 5.5), (4.0, 9.0), (0.0, 5.5)]

if __name__ == "__main__":
    print(f"area: {polygon_area(GARDEN):.2f} m2")
    print(f"fence: {perimeter(GARDEN):.2f} m")
    print("box:", bounding_box(GARDEN))
