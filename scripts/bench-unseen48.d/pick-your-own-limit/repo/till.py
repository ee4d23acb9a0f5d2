"""What the farm shop till shows when a family comes back from the fields."""

from pyo import LimitExceeded, checkout


def till_display(basket, punnets=0, children=0):
    try:
        total = checkout(basket, punnets, children)
    except LimitExceeded as problem:
        return f"CHECK WITH SUPERVISOR: {problem}"
    weight = sum(basket.values())
    return f"{weight:.1f} kg picked - please pay £{total:.2f}"


if __name__ == "__main__":
    print(till_display({"strawberries": 3.2, "gooseberries": 1.0}, punnets=2, children=1))
    print(till_display({"strawberries": 7.5}))
