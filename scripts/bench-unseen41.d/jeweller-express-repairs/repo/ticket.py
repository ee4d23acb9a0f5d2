"""Collection ticket handed to the customer at the counter."""

from datetime import date

from repairs import ready_date, repair_price


def collection_ticket(customer, jobs, dropped_off):
    return "\n".join([
        f"Customer: {customer}",
        f"Work: {', '.join(jobs)}",
        f"Ready from: {ready_date(jobs, dropped_off):%a %d %b}",
        f"Price: £{repair_price(jobs):.2f}",
    ])


if __name__ == "__main__":
    print(collection_ticket("Mr Adeyemi", ["ring resize", "clean and polish"], date.today()))
