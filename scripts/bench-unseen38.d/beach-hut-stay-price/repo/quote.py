"""Quick quote from the command line: python quote.py 03/10/2025 13/10/2025"""

import sys

from pricing import nights, parse_day, stay_price


def quote_text(arrive_text, leave_text):
    arrive, leave = parse_day(arrive_text), parse_day(leave_text)
    return f"{nights(arrive, leave)} nights: £{stay_price(arrive, leave):.2f}"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: python quote.py DD/MM/YYYY DD/MM/YYYY")
        sys.exit(1)
    print(quote_text(sys.argv[1], sys.argv[2]))
