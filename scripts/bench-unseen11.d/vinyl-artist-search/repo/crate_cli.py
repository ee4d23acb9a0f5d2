import argparse

from crate import COLLECTION, by_year, decades, line


def main(argv=None):
    parser = argparse.ArgumentParser(prog="crate")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="all records, oldest first")
    sub.add_parser("decades", help="how many records per decade")
    args = parser.parse_args(argv)

    if args.command == "list":
        for record in by_year(COLLECTION):
            print(line(record))
    elif args.command == "decades":
        for decade, n in decades(COLLECTION).items():
            print(f"{decade}s: {n}")


if __name__ == "__main__":
    main()
