"""Tiny front-desk script: book a lane and print the bill."""
import sys

from lanes import BookingError, LaneBook
from pricing import group_price


def main(argv):
    lane, start, end, players = (int(x) for x in argv[:4])
    book = LaneBook()
    try:
        book.book(lane, start, end)
    except BookingError as err:
        print(f"Sorry: {err}")
        return 1
    games = end - start
    print(f"Lane {lane} booked {start}:00-{end}:00")
    print(f"To pay: {group_price(players, games, start, shoes=players):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
