"""Subscription billing for the magazine."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.json")) as f:
        return json.load(f)


def issue_price(edition, overseas, settings):
    if edition == "digital":
        return settings["digital_price_per_issue"]
    price = settings["print_price_per_issue"]
    if overseas:
        price += settings["overseas_postage_per_issue"]
    return price


def first_bill(edition, issues, overseas=False, new_customer=True, settings=None):
    """Amount charged when a subscription of `issues` issues starts."""
    s = settings or load_settings()
    paid_issues = issues
    if new_customer and s["free_trial_enabled"]:
        paid_issues = max(0, issues - s["free_trial_issues"])
    total = issue_price(edition, overseas, s) * paid_issues
    if issues >= 12:
        total *= 1 - s["annual_discount"]
    return round(total, 2)
