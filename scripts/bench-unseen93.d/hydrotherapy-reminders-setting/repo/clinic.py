"""Booking helpers for Calm Waters Hydrotherapy."""
import json
import os
from datetime import timedelta

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def session_end(start, settings=None):
    """When a session that begins at `start` finishes."""
    settings = settings or load_settings()
    return start + timedelta(minutes=settings["session_minutes"])


def reminder_time(session_start, settings=None):
    """When to send the reminder for a session, or None if reminders are off."""
    settings = settings or load_settings()
    if not settings["send_reminders"]:
        return None
    return session_start - timedelta(hours=settings["reminder_hours_before"])


def cancellation_fee(session_start, cancelled_at, settings=None):
    """Fee due when a client cancels at `cancelled_at`."""
    settings = settings or load_settings()
    notice = session_start - cancelled_at
    if notice < timedelta(hours=settings["cancellation_notice_hours"]):
        return settings["late_cancellation_fee"]
    return 0.0
