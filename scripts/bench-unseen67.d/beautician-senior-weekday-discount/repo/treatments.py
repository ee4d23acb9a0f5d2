"""Price list and booking prices for Glow Beauty Rooms."""

PRICES = {
    "eyebrow shape": 14.00,
    "lash lift": 42.00,
    "gel manicure": 28.00,
    "pedicure": 32.00,
    "facial": 55.00,
    "full leg wax": 36.00,
}

SATURDAY_SURCHARGE = 5.00
SENIOR_AGE = 65
SENIOR_DISCOUNT = 0.15
SENIOR_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday"]


def treatment_price(treatment, day, age=None):
    """Price for one treatment booked on the given day (e.g. "Monday")."""
    if treatment not in PRICES:
        raise KeyError(f"We don't offer '{treatment}'")
    price = PRICES[treatment]
    if age is not None and age >= SENIOR_AGE:
        price = price * (1 - SENIOR_DISCOUNT)
    if day == "Saturday":
        price += SATURDAY_SURCHARGE
    return round(price, 2)


def appointment_total(treatments, day, age=None):
    return round(sum(treatment_price(t, day, age) for t in treatments), 2)


def confirmation(name, treatments, day, age=None):
    lines = [f"Booking for {name} on {day}"]
    for t in treatments:
        lines.append(f"  {t:<15} £{treatment_price(t, day, age):.2f}")
    lines.append(f"  {'Total':<15} £{appointment_total(treatments, day, age):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(confirmation("Mrs Dunmore", ["facial", "gel manicure"], "Tuesday", age=71))
    print(confirmation("Jade", ["lash lift"], "Saturday", age=24))
