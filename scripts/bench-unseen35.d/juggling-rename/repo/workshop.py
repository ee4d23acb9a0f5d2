"""Plan the kit for a juggling workshop session."""

from props import packing_list, props_needed

STOCK = {"balls": 60, "clubs": 30, "rings": 24, "diabolo": 8, "devil stick": 6}


def shortages(students, props):
    missing = {}
    for prop in props:
        wanted = props_needed(students, prop)
        if wanted > STOCK.get(prop, 0):
            missing[prop] = wanted - STOCK.get(prop, 0)
    return missing


def plan_session(title, students, props):
    lines = [f"{title} ({students} students)"]
    for prop, count in packing_list(students, props).items():
        lines.append(f"  pack {count} {prop}")
    for prop, short in shortages(students, props).items():
        lines.append(f"  SHORT by {short} {prop} - borrow from the club box")
    return "\n".join(lines)


if __name__ == "__main__":
    print(plan_session("Saturday beginners", 12, ["balls", "diabolo"]))
    print(plan_session("School fete", 10, ["clubs", "rings", "devil stick"]))
