"""Birthday party bookings at Pixel Palace arcade."""

PRICE_PER_CHILD = {"weekday": 12.50, "weekend": 15.00}
MINIMUM_CHILDREN = 8          # we charge for at least this many
PIZZA_PER_CHILD = 4.25        # only for children actually coming
TOKEN_BUNDLE = 6.00           # 50 game tokens
PARTY_HOST_WEEKEND = 20.00    # a host is included free on weekdays
BIG_PARTY_FROM = 15
BIG_PARTY_DISCOUNT = 0.10

WEEKEND_DAYS = {"saturday", "sunday"}


def day_kind(day):
    return "weekend" if day.strip().lower() in WEEKEND_DAYS else "weekday"


def party_price(day, children, pizza=False, token_bundles=0):
    if children < 1:
        raise ValueError("A party needs at least one child")
    kind = day_kind(day)
    charged_children = max(children, MINIMUM_CHILDREN)
    total = charged_children * PRICE_PER_CHILD[kind]
    if pizza:
        total += children * PIZZA_PER_CHILD
    total += token_bundles * TOKEN_BUNDLE
    if kind == "weekend":
        total += PARTY_HOST_WEEKEND
    if children >= BIG_PARTY_FROM:
        total *= 1 - BIG_PARTY_DISCOUNT
    return round(total, 2)


def booking_summary(name, day, children, pizza=False, token_bundles=0):
    extras = []
    if pizza:
        extras.append("pizza")
    if token_bundles:
        extras.append(f"{token_bundles} x token bundle")
    extra_text = ", ".join(extras) if extras else "no extras"
    price = party_price(day, children, pizza, token_bundles)
    return f"{name}: {day} party for {children} ({extra_text}) - £{price:.2f}"


if __name__ == "__main__":
    print(booking_summary("Hughes", "Saturday", 12, pizza=True, token_bundles=2))
    print(booking_summary("Patel", "Wednesday", 16, token_bundles=4))
