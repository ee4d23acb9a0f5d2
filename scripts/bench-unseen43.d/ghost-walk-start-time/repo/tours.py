"""Start times and tickets for the old town ghost walks."""

from datetime import datetime, timedelta

START_AFTER_SUNSET_MINUTES = 30
MEET_EARLY_MINUTES = 10  # guests gather at the market cross before we set off
WALK_MINUTES = 90
TICKET_PRICE = 14.0
GROUP_MAX = 25


def start_time(sunset):
    return sunset + timedelta(minutes=START_AFTER_SUNSET_MINUTES)


def meet_time(sunset):
    return start_time(sunset) - timedelta(minutes=MEET_EARLY_MINUTES)


def finish_time(sunset):
    return start_time(sunset) + timedelta(minutes=WALK_MINUTES)


def groups_needed(tickets_sold):
    return -(-tickets_sold // GROUP_MAX)


def poster_line(sunset):
    return f"Meet {meet_time(sunset):%H:%M} at the market cross - back by {finish_time(sunset):%H:%M}. £{TICKET_PRICE:.2f}"
