"""Quotes for the piano tuning round."""

from travel import travel_charge

TUNING_FEE = {"upright": 75.0, "grand": 95.0, "digital_check": 40.0}
PITCH_RAISE = 30.0  # pianos left for years need their pitch raised first
YEARS_BEFORE_PITCH_RAISE = 3


def needs_pitch_raise(years_since_tuned):
    return years_since_tuned >= YEARS_BEFORE_PITCH_RAISE


def visit_quote(piano, miles, years_since_tuned=1):
    if piano not in TUNING_FEE:
        raise ValueError(f"unknown piano type: {piano}")
    price = TUNING_FEE[piano]
    if needs_pitch_raise(years_since_tuned):
        price += PITCH_RAISE
    price += travel_charge(miles)
    return round(price, 2)


def quote_text(customer, piano, miles, years_since_tuned=1):
    total = visit_quote(piano, miles, years_since_tuned)
    extra = " (includes pitch raise)" if needs_pitch_raise(years_since_tuned) else ""
    return f"Tuning quote for {customer}: {piano} piano, {miles} miles away - £{total:.2f}{extra}"


if __name__ == "__main__":
    print(quote_text("St Mary's Hall", "upright", 25))
