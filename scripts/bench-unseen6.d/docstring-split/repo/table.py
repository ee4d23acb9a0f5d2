"""Prints who owes what at the end of dinner."""

import sys

from bill import split_bill


def summary(total, names, tip_percent=10):
    shares = split_bill(total, len(names), tip_percent)
    return "\n".join(f"{name}: {share}" for name, share in zip(names, shares))


if __name__ == "__main__":
    amount = float(sys.argv[1])
    print(summary(amount, sys.argv[2:] or ["me"]))
