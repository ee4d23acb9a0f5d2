"""Solent Skimmer hovercraft: ticket prices for the crossing."""

SINGLE_FARES = {
    "adult": 11.40,
    "child": 5.70,     # ages 5 to 15
    "senior": 8.90,    # 65 and over
    "infant": 0.00,    # under 5
}

DAY_RETURN_FACTOR = 1.6       # a day return costs 1.6 singles
OPEN_RETURN_FACTOR = 1.9
WEEKEND_SURCHARGE = 0.10      # Saturdays and Sundays cost 10% more
FAMILY_CAP_SINGLE = 30.00     # a family group never pays more than this per single...
FAMILY_MIN_CHILDREN = 2       # ...as long as it has at least two children


def fare_type(age):
    if age < 5:
        return "infant"
    if age < 16:
        return "child"
    if age >= 65:
        return "senior"
    return "adult"


def group_single(ages):
    total = sum(SINGLE_FARES[fare_type(age)] for age in ages)
    children = sum(1 for age in ages if fare_type(age) == "child")
    if children >= FAMILY_MIN_CHILDREN:
        total = min(total, FAMILY_CAP_SINGLE)
    return total


def ticket_price(ages, journey="single", day="Monday"):
    single = group_single(ages)
    if journey == "single":
        price = single
    elif journey == "day return":
        price = single * DAY_RETURN_FACTOR
    elif journey == "open return":
        price = single * OPEN_RETURN_FACTOR
    else:
        raise ValueError(f"Unknown journey: {journey}")
    if day in ("Saturday", "Sunday"):
        price *= 1 + WEEKEND_SURCHARGE
    return round(price, 2)


if __name__ == "__main__":
    print(ticket_price([40, 38, 10, 7], "day return", "Saturday"))
