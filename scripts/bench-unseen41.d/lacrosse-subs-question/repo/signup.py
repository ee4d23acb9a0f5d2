"""Sign-up form for the new season."""

from subs import family_fee, instalments


def signup_summary(family_name, ages, sticks=0, months=1):
    total = family_fee(ages, sticks)
    lines = [f"{family_name} family: {len(ages)} player(s), season total £{total:.2f}"]
    if months > 1:
        lines.append("Payments: " + ", ".join(f"£{p:.2f}" for p in instalments(total, months)))
    return "\n".join(lines)


def parse_ages(text):
    """Turn '9, 14, 41' from the paper form into a list of ages."""
    return [int(part) for part in text.replace(" ", "").split(",") if part]


if __name__ == "__main__":
    print(signup_summary("Hughes", [9, 14, 41], sticks=1, months=3))
