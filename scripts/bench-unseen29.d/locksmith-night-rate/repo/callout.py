"""Quote calculator for emergency locksmith call-outs."""

BASE_FEE = 65.00
NIGHT_SURCHARGE = 40.00
WEEKEND_SURCHARGE = 25.00
PER_MILE = 1.20
FREE_MILES = 5

DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def is_night(hour):
    """Night rate applies from 20:00 in the evening until 07:59 the next morning."""
    return hour >= 20 or hour < 7


def is_weekend(day):
    return DAYS.index(day) >= 5


def travel_charge(miles):
    extra = max(0, miles - FREE_MILES)
    return round(extra * PER_MILE, 2)


def quote(hour, day, miles):
    total = BASE_FEE + travel_charge(miles)
    if is_night(hour):
        total += NIGHT_SURCHARGE
    if is_weekend(day):
        total += WEEKEND_SURCHARGE
    return round(total, 2)


def describe(hour, day, miles):
    lines = [f"Call-out: {day} {hour:02d}:00, {miles} miles"]
    lines.append(f"  Base fee:  £{BASE_FEE:.2f}")
    lines.append(f"  Travel:    £{travel_charge(miles):.2f}")
    if is_night(hour):
        lines.append(f"  Night:     £{NIGHT_SURCHARGE:.2f}")
    if is_weekend(day):
        lines.append(f"  Weekend:   £{WEEKEND_SURCHARGE:.2f}")
    lines.append(f"  Total:     £{quote(hour, day, miles):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(describe(7, "Tue", 8))
