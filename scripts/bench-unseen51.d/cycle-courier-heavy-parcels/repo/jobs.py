"""Reads the day's job list and works out what to invoice each customer."""

import csv
import io

from rates import delivery_price

SAMPLE = """customer,weight_kg,zone,same_hour
Bloom Florists,1.2,1,no
Bloom Florists,4.0,2,yes
Harper & Co Solicitors,0.4,1,no
Northside Bakery,12.5,3,no
"""


def invoice_totals(csv_text):
    """Adds up the deliveries for each customer."""
    totals = {}
    for row in csv.DictReader(io.StringIO(csv_text)):
        price = delivery_price(
            float(row["weight_kg"]),
            zone=int(row["zone"]),
            same_hour=row["same_hour"].strip().lower() == "yes",
        )
        totals[row["customer"]] = round(totals.get(row["customer"], 0) + price, 2)
    return totals


if __name__ == "__main__":
    for customer, total in invoice_totals(SAMPLE).items():
        print(f"{customer:<25} £{total:.2f}")
