from datetime import datetime

from starter import WATER_G, daily_flour_g, feeds_per_day, next_feed


def schedule(first_feed, count):
    times, t = [], first_feed
    for _ in range(count):
        times.append(t)
        t = next_feed(t)
    return times


if __name__ == "__main__":
    start = datetime(2024, 5, 4, 7, 0)
    for t in schedule(start, feeds_per_day() + 1):
        print(t.strftime("%a %H:%M"), f"feed 50 g flour + {WATER_G} g water")
    print(f"Flour per day: {daily_flour_g()} g")
