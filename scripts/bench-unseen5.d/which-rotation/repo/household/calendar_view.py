"""Prints the rota as a small text table."""


def render(plans):
    """plans: list of (week, {chore: name})."""
    lines = []
    for week, plan in plans:
        cells = ", ".join(f"{chore}: {name}" for chore, name in sorted(plan.items()))
        lines.append(f"Week {week:>2} | {cells}")
    return "\n".join(lines)
