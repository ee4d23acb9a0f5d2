"""Copies inspections from the paper notebook (one CSV line each) into the records."""
import csv
import io

import hives

NOTEBOOK = """hive,day,brood,queen,notes
Clover,2024-04-20,5,yes,calm
Linden,2024-04-21,3,no,
Clover,2024-04-27,6,yes,added super
"""


def import_lines(text, book):
    count = 0
    for row in csv.DictReader(io.StringIO(text)):
        hives.log_inspection(row["hive"], hives.parse_day(row["day"]), int(row["brood"]),
                             row["queen"] == "yes", row["notes"], book=book)
        count += 1
    return count
