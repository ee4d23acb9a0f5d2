"""Sends the listings to the property portals each night."""

import tomllib

from settings import EXPORT_FALLBACK_TIME, PORTALS, SCHEDULE_FILE


def export_time():
    with open(SCHEDULE_FILE, "rb") as fh:
        schedule = tomllib.load(fh)
    return schedule.get("portal_export", {}).get("time", EXPORT_FALLBACK_TIME)


def listing_row(listing):
    status = "Under offer" if listing.get("under_offer") else "Available"
    return f"{listing['ref']},{listing['address']},{listing['price']},{status}"


def build_feed(listings):
    return "\n".join(listing_row(item) for item in listings)


def run_export(listings):
    feed = build_feed(listings)
    for portal in PORTALS:
        print(f"Sending {len(listings)} listings to {portal} at {export_time()}")
    return feed


if __name__ == "__main__":
    run_export([{"ref": "MD101", "address": "4 Quay Row", "price": 235000}])
