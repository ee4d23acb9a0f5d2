"""Packing list and costs for a workshop session."""

from supplies import calc_ink, nibs_needed, pads_needed

PRICES = {"ink": 6.50, "nib": 1.20, "pad": 4.75}


def packing_list(students, sheets_each=10):
    return {
        "ink bottles": calc_ink(students, sheets_each),
        "nibs": nibs_needed(students),
        "practice pads": pads_needed(students, sheets_each),
    }


def materials_cost(students, sheets_each=10):
    items = packing_list(students, sheets_each)
    total = (items["ink bottles"] * PRICES["ink"]
             + items["nibs"] * PRICES["nib"]
             + items["practice pads"] * PRICES["pad"])
    return round(total, 2)


def summary(title, students, sheets_each=10):
    lines = [f"{title} ({students} students)"]
    for item, qty in packing_list(students, sheets_each).items():
        lines.append(f"  {item}: {qty}")
    lines.append(f"  materials: £{materials_cost(students, sheets_each):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary("Beginners' Italic", 8))
    print(summary("Copperplate Saturday", 12, sheets_each=20))
