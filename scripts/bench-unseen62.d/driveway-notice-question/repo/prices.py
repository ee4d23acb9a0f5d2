"""Pricing a driveway job."""

from jobs import settings


def job_price(area_m2, sealing=False, weeds=False):
    prices = settings()["prices"]
    price = area_m2 * float(prices["jet_wash_per_m2"])
    if sealing:
        price += area_m2 * float(prices["sealing_per_m2"])
    if weeds:
        price += float(prices["weed_treatment"])
    return round(max(price, float(prices["minimum_job"])), 2)
