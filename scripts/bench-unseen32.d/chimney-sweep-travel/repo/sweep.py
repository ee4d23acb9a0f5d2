"""Quotes for the chimney sweeping round."""

BASE_PRICE = 65.00
EXTRA_FLUE = 25.00
BIRD_GUARD = 18.50
FREE_RADIUS_MILES = 10
PER_MILE = 0.60


def flue_charge(flues):
    if flues < 1:
        raise ValueError("need at least one flue")
    return BASE_PRICE + (flues - 1) * EXTRA_FLUE


def travel_charge(miles):
    if miles <= FREE_RADIUS_MILES:
        return 0.0
    return round((miles + FREE_RADIUS_MILES) * PER_MILE, 2)


def quote(flues, miles, bird_guards=0):
    lines = [("Sweeping", flue_charge(flues))]
    if bird_guards:
        lines.append((f"Bird guard x{bird_guards}", bird_guards * BIRD_GUARD))
    travel = travel_charge(miles)
    if travel:
        lines.append(("Travel", travel))
    total = round(sum(amount for _, amount in lines), 2)
    return lines, total


def print_quote(name, flues, miles, bird_guards=0):
    lines, total = quote(flues, miles, bird_guards)
    print(f"Quote for {name}")
    for label, amount in lines:
        print(f"  {label:<16} £{amount:7.2f}")
    print(f"  {'Total':<16} £{total:7.2f}")


if __name__ == "__main__":
    print_quote("Mrs Pritchard", 2, 14, bird_guards=1)
    print()
    print_quote("The Old Rectory", 4, 6)
