"""Ticket desk: prices come from skipass.toml."""
import sys
import tomllib
from pathlib import Path

CONFIG = Path(__file__).with_name("skipass.toml")


def load(path=CONFIG):
    with open(path, "rb") as f:
        return tomllib.load(f)


def category(age):
    if age < 16:
        return "child"
    if age >= 65:
        return "senior"
    return "adult"


def quote(cfg, ages, kind="day"):
    prices = cfg["prices"][kind]
    total = sum(prices[category(age)] for age in ages)
    return f"{len(ages)} {kind} pass(es): {total} {cfg['currency']}"


if __name__ == "__main__":
    kind = sys.argv[1]
    print(quote(load(), [int(a) for a in sys.argv[2:]], kind))
