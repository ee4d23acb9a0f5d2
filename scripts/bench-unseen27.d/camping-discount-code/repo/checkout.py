"""Counter checkout: python3 checkout.py tent:1 stove:2 --days 3"""
import argparse
import sys

from gear import deposit, rental_cost


def parse_items(specs):
    items = {}
    for spec in specs:
        name, _, qty = spec.partition(":")
        items[name] = items.get(name, 0) + int(qty or 1)
    return items


def main(argv=None):
    parser = argparse.ArgumentParser(description="Work out what a customer pays.")
    parser.add_argument("items", nargs="+", help="item:quantity, e.g. tent:2")
    parser.add_argument("--days", type=int, default=1)
    args = parser.parse_args(argv)

    items = parse_items(args.items)
    try:
        hire = rental_cost(items, args.days)
    except (KeyError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    held = deposit(items)
    print(f"Rental: {hire:.2f}")
    print(f"Deposit: {held:.2f}")
    print(f"Total due: {hire + held:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
