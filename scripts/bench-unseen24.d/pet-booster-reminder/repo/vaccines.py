"""Booster vaccinations for pets registered at Willow Lane vets."""
from datetime import timedelta

BOOSTER_DAYS = {
    "rabies": 3 * 365,
    "distemper": 365,
    "kennel cough": 365,
    "cat flu": 365,
}
REMIND_DAYS_AHEAD = 30


def booster_due(vaccine, given_on):
    """Date the next booster is due."""
    return given_on + timedelta(days=BOOSTER_DAYS[vaccine.lower()])


def days_until_due(vaccine, given_on, today):
    """Whole days left until the booster; negative once it is overdue."""
    return (booster_due(vaccine, given_on) - today).days


def needs_reminder(vaccine, given_on, today):
    """Remind when the booster is due in REMIND_DAYS_AHEAD days or fewer, or is overdue."""
    return days_until_due(vaccine, given_on, today) >= REMIND_DAYS_AHEAD
