"""Command-line estimate: python3 estimate.py 60 sofa=1 wardrobe=2 --hours 5"""
import argparse

from removals import quote, van_loads


def parse_furniture(pairs):
    furniture = {}
    for pair in pairs:
        name, _, count = pair.partition("=")
        furniture[name] = int(count or 1)
    return furniture


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("boxes", type=int)
    parser.add_argument("furniture", nargs="*")
    parser.add_argument("--hours", type=float, default=4)
    args = parser.parse_args(argv)
    furniture = parse_furniture(args.furniture)
    print(f"Van loads: {van_loads(args.boxes, furniture)}")
    print(f"Quote: {quote(args.boxes, furniture, args.hours):.2f}")


if __name__ == "__main__":
    main()
