"""Prices for booking a throwing lane."""

BLOCK_MINUTES = 30
PRICE_PER_BLOCK = 18.00
PER_THROWER_FEE = 4.50
MAX_THROWERS_PER_LANE = 6
WEEKDAY_DISCOUNT = 0.15


def blocks_for(minutes):
    if minutes <= 0:
        raise ValueError("Booking must be for some time")
    return minutes // BLOCK_MINUTES


def lanes_for(throwers):
    return -(-throwers // MAX_THROWERS_PER_LANE)


def booking_price(minutes, throwers, weekday=False):
    lanes = lanes_for(throwers)
    price = blocks_for(minutes) * PRICE_PER_BLOCK * lanes
    price += throwers * PER_THROWER_FEE
    if weekday:
        price *= 1 - WEEKDAY_DISCOUNT
    return round(price, 2)


if __name__ == "__main__":
    for minutes, throwers, weekday in [(60, 4, False), (45, 8, True), (90, 12, False)]:
        day = "weekday" if weekday else "weekend"
        print(f"{minutes} min, {throwers} throwers, {day}: "
              f"£{booking_price(minutes, throwers, weekday):.2f}")
