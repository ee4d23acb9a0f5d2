"""Tell students whether they can enter the next grading."""
from belts import classes_required, next_belt


def grading_status(student):
    target = next_belt(student["belt"])
    if target is None:
        return f"{student['name']} already holds the highest belt."
    needed = classes_required(target)
    attended = student["classes_since_grading"]
    if attended >= needed:
        return f"{student['name']} can grade for {target} belt."
    return f"{student['name']} needs {needed - attended} more classes before grading for {target} belt."


if __name__ == "__main__":
    students = [
        {"name": "Amy", "belt": "yellow", "classes_since_grading": 21},
        {"name": "Raj", "belt": "brown", "classes_since_grading": 12},
        {"name": "Lee", "belt": "white", "classes_since_grading": 16},
    ]
    for s in students:
        print(grading_status(s))
