"""Jet ski hire prices - Bluewater Jet Ski Hire."""

HOURLY_RATE = {"single": 70.00, "twin": 95.00}
INSTRUCTOR_PER_HOUR = 25.00
LONG_SESSION_HOURS = 3
LONG_SESSION_DISCOUNT = 0.10
FUEL_CHARGE_PER_SKI = 12.00


def hire_cost(model, hours, skis=1, instructor=False):
    """Cost of hiring `skis` jet skis of one model for a number of hours."""
    if model not in HOURLY_RATE:
        raise ValueError(f"Unknown jet ski model: {model}")
    if hours < 1 or skis < 1:
        raise ValueError("Hire is for at least one ski for one hour")
    cost = HOURLY_RATE[model] * hours * skis
    if instructor:
        cost += INSTRUCTOR_PER_HOUR * hours
    if hours >= LONG_SESSION_HOURS:
        cost *= 1 - LONG_SESSION_DISCOUNT
    cost += FUEL_CHARGE_PER_SKI * skis
    return round(cost, 2)


def quote_line(name, model, hours, skis=1, instructor=False):
    cost = hire_cost(model, hours, skis, instructor)
    teacher = " with instructor" if instructor else ""
    return f"{name}: {skis} x {model} for {hours}h{teacher} = £{cost:.2f}"


if __name__ == "__main__":
    print(quote_line("Mr Ahmed", "twin", 2, skis=2))
    print(quote_line("Becky", "single", 3, instructor=True))
