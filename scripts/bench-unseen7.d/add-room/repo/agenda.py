"""Builds the day's agenda text for the team channel."""
from meetings import clashes, sorted_by_start


def agenda_line(m):
    who = f" ({m.organiser})" if m.organiser else ""
    return f"{m.start:%H:%M}-{m.end:%H:%M} {m.title}{who}"


def agenda(meetings):
    lines = [agenda_line(m) for m in sorted_by_start(meetings)]
    for a, b in clashes(meetings):
        lines.append(f"! {a} clashes with {b}")
    return "\n".join(lines)
