"""Receipt printed at the clubhouse till."""

from pricing import GUN_HIRE, INSTRUCTOR_HOUR, clays_cost, session_cost


def receipt_lines(name, rounds, gun_hire=False, instructor_hours=0, member=False):
    """Lines for a shooter's receipt."""
    lines = [f"Shooter: {name}"]
    lines.append(f"Clays: {rounds} x 25  £{clays_cost(rounds, member):.2f}")
    if gun_hire:
        lines.append(f"Gun hire  £{GUN_HIRE:.2f}")
    if instructor_hours:
        lines.append(f"Instructor {instructor_hours}h  £{instructor_hours * INSTRUCTOR_HOUR:.2f}")
    total = session_cost(rounds, gun_hire, instructor_hours, member)
    lines.append(f"TOTAL  £{total:.2f}")
    return lines


if __name__ == "__main__":
    for line in receipt_lines("Mrs Hughes", 4, gun_hire=True, instructor_hours=1):
        print(line)
