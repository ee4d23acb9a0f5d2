"""Scoring for the club's score-orienteering events."""

import json
from pathlib import Path

EVENT_FILE = Path(__file__).with_name("event.json")


def load_event(path=EVENT_FILE):
    with open(path) as f:
        return json.load(f)


def parse_clock(text):
    """Turn '1:05:30' or '58:12' into seconds."""
    parts = [int(p) for p in text.split(":")]
    while len(parts) < 3:
        parts.insert(0, 0)
    hours, minutes, seconds = parts
    return hours * 3600 + minutes * 60 + seconds


def penalty(course, elapsed, event=None):
    event = event or load_event()
    limit_seconds = event["limits"][course] * 60
    over = parse_clock(elapsed) - limit_seconds
    if over <= 0:
        return 0
    minutes_late = -(-over // 60)  # any part of a minute counts as a whole one
    return minutes_late * event["penalty_points_per_minute"]


def final_score(course, points, elapsed, event=None):
    return max(0, points - penalty(course, elapsed, event))


def entry_fee(base_fee, late=False, hire_dibber=False, event=None):
    event = event or load_event()
    fee = base_fee
    if late:
        fee += event["late_entry_fee"]
    if hire_dibber:
        fee += event["dibber_hire"]
    return fee
