"""Booking diary for our two hire campervans."""
from datetime import date, timedelta

VANS = ["Bluebell", "Rosie"]


def nights(start, count):
    return [start + timedelta(days=i) for i in range(count)]


def is_free(diary, van, start, count):
    taken = diary.get(van, set())
    return not any(night in taken for night in nights(start, count))


def book(diary, van, customer, start, count):
    if van not in VANS:
        print(f"We don't have a van called {van}.")
        return False
    if not is_free(diary, van, start, count):
        print(f"Sorry, {van} is already booked on some of those nights.")
        return False
    diary.setdefault(van, set()).update(nights(start, count))
    print(f"Booked {van} for {customer}: {count} nights from {start:%d %b %Y}.")
    return True


if __name__ == "__main__":
    diary = {}
    book(diary, "Rosie", "Hughes", date(2024, 7, 6), 5)
    book(diary, "Rosie", "Okafor", date(2024, 7, 9), 3)
