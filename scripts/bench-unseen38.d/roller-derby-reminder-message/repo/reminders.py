"""Reminders for the roller derby league's bouts and training."""

from datetime import datetime, timedelta

ARRIVE_BEFORE = timedelta(minutes=90)


def arrival_time(bout_start):
    start = datetime.strptime(bout_start, "%H:%M")
    return (start - ARRIVE_BEFORE).strftime("%H:%M")


def bout_reminder(opponent, day, bout_start):
    arrive = arrival_time(bout_start)
    return f"Bout vs {opponent} on {day}: skaters arrive by {arrive}."


def training_reminder(session, day, time):
    return f"Training ({session}) on {day} at {time}. Bring your pads!"


def reminders_for(fixtures):
    return [bout_reminder(f["opponent"], f["day"], f["start"]) for f in fixtures]
