"""Works out repair prices at the counter."""

from prices import EXPRESS_FEE, LABOUR, PARTS


def repair_price(model, job, express=False):
    """Price for one repair on one phone.

    Raises KeyError if we don't stock the part for that model.
    """
    price = PARTS[(model, job)] + LABOUR[job]
    if express:
        price += EXPRESS_FEE
    return round(price, 2)


def basket_price(jobs, express=False):
    """Total for several repairs booked in together.

    jobs is a list of (model, job) pairs.  Express is charged once per phone.
    """
    phones = {model for model, _ in jobs}
    total = sum(repair_price(model, job) for model, job in jobs)
    if express:
        total += EXPRESS_FEE * len(phones)
    return round(total, 2)


if __name__ == "__main__":
    print(repair_price("iphone_13", "screen", express=True))
    print(basket_price([("pixel_7", "screen"), ("pixel_7", "charge_port")]))
