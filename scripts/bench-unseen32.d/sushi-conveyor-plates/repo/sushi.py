PLATE_PRICES = {"green": 1.80, "blue": 2.40, "red": 3.20, "gold": 4.50, "black": 5.90}
HAPPY_HOURS = (15, 16)
HAPPY_COLOURS = {"green", "blue"}
HAPPY_DISCOUNT = 0.30
SERVICE_RATE = 0.10
SERVICE_FROM_DINERS = 6


def plate_price(colour, hour=12):
    price = PLATE_PRICES[colour]
    if hour in HAPPY_HOURS and colour in HAPPY_COLOURS:
        price *= 1 - HAPPY_DISCOUNT
    return round(price, 2)


def plate_total(plates, hour=12):
    return round(sum(plate_price(colour, hour) for colour in plates), 2)


def service_charge(subtotal, diners):
    if diners > SERVICE_FROM_DINERS:
        return round(subtotal * SERVICE_RATE, 2)
    return 0.0


def bill(plates, diners, hour=12):
    subtotal = plate_total(plates, hour)
    service = service_charge(subtotal, diners)
    return {
        "plates": len(plates),
        "subtotal": subtotal,
        "service": service,
        "total": round(subtotal + service, 2),
    }


if __name__ == "__main__":
    table = ["green"] * 6 + ["red"] * 5 + ["gold"] * 4 + ["black"] * 2
    print(bill(table, diners=6, hour=19))
    print(bill(["green", "blue", "blue", "red"], diners=2, hour=15))
