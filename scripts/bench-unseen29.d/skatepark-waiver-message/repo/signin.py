"""Sign-in checks for the skatepark session desk."""

MIN_AGE_ALONE = 16
HELMET_REQUIRED_UNDER = 18


def check_rider(name, age, parent_signed=False, helmet=False):
    """Return (allowed, message) for a rider at the desk."""
    if age < MIN_AGE_ALONE and not parent_signed:
        return False, f"{name}: Parent needed"
    if age < HELMET_REQUIRED_UNDER and not helmet:
        return False, f"{name}: Helmet required"
    return True, f"{name}: OK to ride"


def session_sheet(riders):
    """riders: list of (name, age, parent_signed, helmet) tuples."""
    allowed = 0
    lines = []
    for rider in riders:
        ok, msg = check_rider(*rider)
        allowed += ok
        lines.append(("  " if ok else "! ") + msg)
    lines.append(f"{allowed} of {len(riders)} riders cleared")
    return "\n".join(lines)


if __name__ == "__main__":
    print(session_sheet([
        ("Kai", 14, False, True),
        ("Zoe", 15, True, True),
        ("Finn", 17, False, False),
        ("Ruby", 22, False, False),
    ]))
