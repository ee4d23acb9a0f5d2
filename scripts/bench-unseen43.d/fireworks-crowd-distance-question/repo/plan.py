"""Display plan printed for the marshals."""

from safety import crowd_distance, marshals_needed


def display_plan(items, wind_mph, crowd_size):
    categories = sorted({category for category, _ in items})
    rockets = any(kind == "rocket" for _, kind in items)
    return [
        f"Categories: {', '.join(categories)}",
        f"Rope line: {crowd_distance(categories, wind_mph, rockets)} m from the firing area",
        f"Marshals: {marshals_needed(crowd_size)}",
    ]


if __name__ == "__main__":
    print("\n".join(display_plan([("F2", "fountain"), ("F3", "cake")], 10, 400)))
