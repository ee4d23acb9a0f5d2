"""Pricing a repair job."""

import config


def job_price(hours, parts_cost, diagnostic=False):
    s = config.load()
    labour = max(hours, s["minimum_hours"]) * s["labour_rate"]
    parts = parts_cost * (1 + s["parts_markup"])
    net = labour + parts + (s["diagnostic_fee"] if diagnostic else 0)
    return round(net * (1 + s["vat_rate"]), 2)


if __name__ == "__main__":
    print(job_price(1.5, 84.00))          # front brake pads and discs
    print(job_price(0.25, 0, diagnostic=True))
