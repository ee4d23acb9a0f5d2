from volunteers import Volunteer, by_role, total_shifts


def roster_line(v):
    plural = "" if v.shifts == 1 else "s"
    return f"{v.name} ({v.shifts} shift{plural})"


def roster(volunteers):
    lines = []
    for role, people in sorted(by_role(volunteers).items()):
        lines.append(f"{role.upper()}:")
        lines.extend("  " + roster_line(v) for v in people)
    lines.append(f"{len(volunteers)} volunteers, {total_shifts(volunteers)} shifts")
    return "\n".join(lines)


if __name__ == "__main__":
    crew = [
        Volunteer("Priya", "gate", 2),
        Volunteer("Tom", "bar", 3),
        Volunteer("Ines", "gate"),
        Volunteer("Olek", "first aid", 2),
    ]
    print(roster(crew))
