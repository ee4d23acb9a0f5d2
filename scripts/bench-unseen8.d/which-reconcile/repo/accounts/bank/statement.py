"""Parses the CSV statement downloaded from the bank."""
import csv
from datetime import date


def read_statement(path):
    rows = []
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            rows.append((date.fromisoformat(row["date"]), float(row["amount"])))
    return rows
