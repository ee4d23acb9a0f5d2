"""Little command-line helper for the front desk staff."""

import sys

from prices import booking_total


def main(argv):
    if len(argv) < 4:
        print("usage: desk.py JUMPERS MINUTES DAY [SOCKS]")
        return 1
    jumpers, minutes, day = int(argv[1]), int(argv[2]), argv[3].capitalize()
    socks = int(argv[4]) if len(argv) > 4 else 0
    print(f"Total to pay: £{booking_total(jumpers, minutes, day, socks):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
