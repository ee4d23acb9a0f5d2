"""Prints this week's messages for the team group chat."""

from reminders import reminders_for, training_reminder

FIXTURES = [
    {"opponent": "Steel City Sirens", "day": "Sat 14 Jun", "start": "19:00"},
]


def weekly_messages():
    messages = [training_reminder("jammers", "Tue 10 Jun", "19:30")]
    messages += reminders_for(FIXTURES)
    return messages


if __name__ == "__main__":
    for message in weekly_messages():
        print(message)
