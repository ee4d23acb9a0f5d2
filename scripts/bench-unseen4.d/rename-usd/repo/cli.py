"""Command line: python3 cli.py AMOUNT CODE"""

import sys

import currency


def main(argv):
    if len(argv) != 2:
        print("usage: cli.py AMOUNT CODE")
        return 2
    amount, code = float(argv[0]), argv[1]
    print(f"{amount} {code.upper()} = {currency.to_usd(amount, code)} USD")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
