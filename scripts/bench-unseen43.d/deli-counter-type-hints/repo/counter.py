"""Weighing, pricing and labels at the deli counter."""

from datetime import date, timedelta

PRICE_PER_KG = {"parma ham": 42.0, "manchego": 28.5, "olives": 14.0, "salami milano": 31.0}
OPENED_KEEPS_DAYS = {"parma ham": 3, "manchego": 7, "olives": 5, "salami milano": 4}


def price_for(product, grams):
    return round(PRICE_PER_KG[product] * grams / 1000, 2)


def parse_order_line(line):
    # the till sends lines like "parma ham 150g"
    name, _, weight = line.strip().rpartition(" ")
    return name, int(weight.rstrip("g"))


def use_by(product, opened):
    return opened + timedelta(days=OPENED_KEEPS_DAYS[product])


def over_limit(grams, limit_grams=None):
    if limit_grams is None:
        return False
    return grams > limit_grams


def label(product, grams, opened):
    return f"{product.title()} {grams}g  £{price_for(product, grams):.2f}  use by {use_by(product, opened):%d/%m}"


def basket_total(lines):
    return round(sum(price_for(*parse_order_line(line)) for line in lines), 2)
