"""Quotes for mobile disco bookings."""

BASE_PRICE = 150.00
BASE_HOURS = 3
EXTRA_HOUR_PRICE = 40.00
FREE_MILES = 20
PRICE_PER_MILE = 0.45
WEEKEND_UPLIFT = 0.20


def travel_cost(miles):
    chargeable = max(0, miles - FREE_MILES)
    return chargeable * PRICE_PER_MILE * 2


def gig_quote(hours, miles, weekend=False):
    price = BASE_PRICE
    if hours > BASE_HOURS:
        price += (hours - BASE_HOURS) * EXTRA_HOUR_PRICE
    if weekend:
        price *= 1 + WEEKEND_UPLIFT
    price += travel_cost(miles)
    return round(price, 2)


def quote_email(client, hours, miles, weekend=False):
    total = gig_quote(hours, miles, weekend)
    when = "weekend" if weekend else "weekday"
    return (f"Hi {client},\n"
            f"Thanks for getting in touch! A {hours} hour {when} set, "
            f"{miles} miles from base, comes to £{total:.2f}.\n"
            f"Cheers, DJ Sparkle")


if __name__ == "__main__":
    print(quote_email("Hannah", 4, 35, weekend=True))
    print()
    print(quote_email("Rotary Club", 3, 10))
