"""Hollybrook Riding School: pricing riding lessons."""

LESSON_PRICES = {
    "group": 32.00,
    "semi-private": 45.00,
    "private": 60.00,
    "hack": 38.00,
}

HAT_HIRE = 3.00          # per lesson, never discounted
JUNIOR_AGE_LIMIT = 16    # riders under this age are juniors
JUNIOR_DISCOUNT = 0.20   # juniors get 20% off the lesson
BLOCK_SIZE = 5           # book five lessons in one go...
BLOCK_FREE = 1           # ...and one of them is free


def lesson_price(kind, rider_age):
    if kind not in LESSON_PRICES:
        raise ValueError(f"Unknown lesson type: {kind}")
    price = LESSON_PRICES[kind]
    if rider_age < JUNIOR_AGE_LIMIT:
        price = price - JUNIOR_DISCOUNT
    return round(price, 2)


def booking_total(kind, rider_age, lessons=1, hat_hire=False):
    if lessons < 1:
        raise ValueError("A booking needs at least one lesson")
    paid_lessons = lessons
    if lessons >= BLOCK_SIZE:
        paid_lessons -= BLOCK_FREE * (lessons // BLOCK_SIZE)
    total = lesson_price(kind, rider_age) * paid_lessons
    if hat_hire:
        total += HAT_HIRE * lessons
    return round(total, 2)


def booking_summary(name, kind, rider_age, lessons=1, hat_hire=False):
    lines = [f"{name}: {lessons} x {kind} lesson"]
    if rider_age < JUNIOR_AGE_LIMIT:
        lines.append("  junior rate")
    if hat_hire:
        lines.append(f"  hat hire £{HAT_HIRE * lessons:.2f}")
    lines.append(f"  to pay £{booking_total(kind, rider_age, lessons, hat_hire):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(booking_summary("Poppy", "group", 11, lessons=5, hat_hire=True))
