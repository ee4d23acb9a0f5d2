"""Christmas wreath workshop bookings and kit sizes."""

KIT_PRICE = {"small": 28.0, "medium": 36.0, "large": 45.0}
DRIED_ORANGE_EXTRA = 4.0
MULLED_WINE = 3.5
GROUP_SIZE = 6
GROUP_DISCOUNT = 0.1
MAX_PER_SESSION = 14


def kit_price(size, dried_orange=False):
    price = KIT_PRICE[size]
    if dried_orange:
        price += DRIED_ORANGE_EXTRA
    return price


def booking_total(people, size="medium", mulled_wine=0, dried_orange=False):
    total = people * kit_price(size, dried_orange) + mulled_wine * MULLED_WINE
    if people >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)


def spaces_left(booked):
    return max(0, MAX_PER_SESSION - sum(booked))


def moss_bags_needed(wreaths, per_bag=5):
    return -(-wreaths // per_bag)


def sessions_in_order(sessions):
    """sessions maps a session name to its start time, e.g. {"Fri eve": "2024-12-06 18:30"}."""
    return [name for name, start in sorted(sessions.items(), key=lambda item: item[1])]


def can_book(booked, people):
    return people > 0 and spaces_left(booked) >= people
