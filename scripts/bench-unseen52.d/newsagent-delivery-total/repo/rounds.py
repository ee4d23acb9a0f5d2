"""Works out the weekly bill for each house on the paper round."""

from papers import DAYS, copy_price

DELIVERY_CHARGE = 45   # pence, per day we actually knock on the door


def weekly_bill(order):
    """Weekly bill in pounds.

    `order` maps a paper name to the days the customer takes it, e.g.
    {"times": ["sat", "sun"], "echo": ["mon", "tue"]}.
    """
    total = 0
    delivery_days = set()
    for paper, days in order.items():
        for day in days:
            price = copy_price(paper, day)
            if price is None:
                continue   # no edition that day, nothing to deliver
            total += price
            delivery_days.add(day)
    total += DELIVERY_CHARGE * len(delivery_days)
    return total / 100


def every_day():
    """Handy shortcut for customers who take a paper all week."""
    return list(DAYS)


if __name__ == "__main__":
    print(weekly_bill({"times": every_day()}))
    print(weekly_bill({"mirror": ["sat"], "echo": ["mon", "wed", "fri"]}))
