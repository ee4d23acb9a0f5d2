"""Appointment fees, reminders and cancellations for the dietitian clinic."""

import json
import os
from datetime import timedelta

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.json"), encoding="utf-8") as f:
        return json.load(f)


def appointment_fee(kind, settings=None):
    s = settings or load_settings()
    fees = {
        "initial": s["initial_consultation_fee"],
        "follow_up": s["follow_up_fee"],
    }
    if kind not in fees:
        raise ValueError(f"unknown appointment type: {kind}")
    return fees[kind]


def reminder_time(appointment, settings=None):
    """When to send the reminder text, or None if reminders are switched off."""
    s = settings or load_settings()
    if not s["send_reminders"]:
        return None
    return appointment - timedelta(hours=s["reminder_hours_before"])


def cancellation_charge(kind, appointment, cancelled_at, settings=None):
    """Late cancellations pay a share of the fee; early ones pay nothing."""
    s = settings or load_settings()
    if appointment - cancelled_at < timedelta(hours=s["cancellation_notice_hours"]):
        return round(appointment_fee(kind, s) * s["late_cancellation_share"], 2)
    return 0.0
