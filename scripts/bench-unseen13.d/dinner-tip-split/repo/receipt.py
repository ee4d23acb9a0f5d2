import sys

from splitbill import DEFAULT_TIP_PERCENT, share, tip_amount


def summary(bill, people, percent=DEFAULT_TIP_PERCENT):
    tip = tip_amount(bill, percent)
    return "\n".join([
        f"Bill: {bill:.2f}",
        f"Tip ({percent:g}%): {tip:.2f}",
        f"Total: {bill + tip:.2f}",
        f"Each of {people} pays: {share(bill, people, percent):.2f}",
    ])


if __name__ == "__main__":
    bill, people = float(sys.argv[1]), int(sys.argv[2])
    percent = float(sys.argv[3]) if len(sys.argv) > 3 else DEFAULT_TIP_PERCENT
    print(summary(bill, people, percent))
