"""The printed roster the teachers take on the coach."""
from pupils import Pupil, load_pupils

COACH_SEATS = 49
STAFF_SEATS = 4


def roster_line(pupil):
    status = "ok" if pupil.ready_to_go() else "MISSING FORM"
    return f"{pupil.name:<16}{pupil.form:<4}{status}"


def roster(pupils):
    ordered = sorted(pupils, key=lambda p: (p.form, p.name))
    return "\n".join(roster_line(p) for p in ordered)


def seats_left(pupils):
    return COACH_SEATS - STAFF_SEATS - len(pupils)


if __name__ == "__main__":
    group = load_pupils([
        ("Amira Khan", "5B", "y", "07700 900123"),
        ("Leo Brandt", "5A", "n", ""),
        ("Sofia Russo", "5A", "Y", "07700 900456"),
    ])
    group.append(Pupil("Noah Field", "5B", True, "07700 900789"))
    print(roster(group))
    print(f"{seats_left(group)} seats left")
