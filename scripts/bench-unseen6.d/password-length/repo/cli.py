"""pwgen: print one or more new passwords."""

import argparse

from passwords import DEFAULT_LENGTH, generate


def parse_args(argv=None):
    parser = argparse.ArgumentParser(prog="pwgen")
    parser.add_argument("-n", "--count", type=int, default=1)
    parser.add_argument("-l", "--length", type=int, default=DEFAULT_LENGTH)
    parser.add_argument("--no-symbols", action="store_true")
    return parser.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    for _ in range(args.count):
        print(generate(args.length, symbols=not args.no_symbols))


if __name__ == "__main__":
    main()
