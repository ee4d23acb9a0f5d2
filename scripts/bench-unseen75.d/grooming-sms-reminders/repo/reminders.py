"""Appointment reminders and deposits for the grooming parlour."""

import json
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def reminder_channels(settings=None):
    """Which ways we remind customers about their appointment."""
    settings = settings or load_settings()
    channels = []
    if settings.get("send_email_reminders", False):
        channels.append("email")
    if settings.get("send_sms_reminders", False):
        channels.append("sms")
    return channels


def reminder_due(hours_until_appointment, settings=None):
    settings = settings or load_settings()
    return 0 < hours_until_appointment <= settings["reminder_hours_before"]


def deposit_for(price, settings=None):
    settings = settings or load_settings()
    return round(price * settings["deposit_percent"] / 100, 2)


def reminder_message(pet_name, time, settings=None):
    settings = settings or load_settings()
    return f"{settings['salon_name']}: {pet_name} is booked in for {time}. See you then!"
