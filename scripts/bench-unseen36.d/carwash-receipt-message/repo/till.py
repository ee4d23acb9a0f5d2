"""Till for SparkleWash hand car wash."""

SERVICES = {"outside": 8.0, "inside": 10.0, "full valet": 25.0, "wax": 6.0}
POINTS_PER_WASH = 1
FREE_WASH_AT = 10


def price(services):
    return round(sum(SERVICES[name] for name in services), 2)


def add_points(customer):
    customer["points"] = customer.get("points", 0) + POINTS_PER_WASH
    return customer["points"]


def receipt(customer, services):
    lines = [f"{name:<12}{SERVICES[name]:>7.2f}" for name in services]
    lines.append(f"{'TOTAL':<12}{price(services):>7.2f}")
    points = add_points(customer)
    if points >= FREE_WASH_AT:
        lines.append("Your next outside wash is free!")
    lines.append(f"Thank you {customer['name']}, you now have {points} points.")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt({"name": "Priya", "points": 3}, ["outside", "wax"]))
