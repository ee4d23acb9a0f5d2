"""Refill reminders: texting customers before their tincture or tea blend runs out."""
from datetime import date, datetime, timedelta

from settings import load_settings


def refill_due(last_bought, days_supply):
    return last_bought + timedelta(days=days_supply)


def reminder_moment(last_bought, days_supply, settings=None):
    """When the reminder text should be sent for one customer's prescription."""
    settings = settings or load_settings()
    send_day = refill_due(last_bought, days_supply) - timedelta(days=settings["reminder_days_before"])
    hour, minute = (int(part) for part in settings["reminder_time"].split(":"))
    return datetime(send_day.year, send_day.month, send_day.day, hour, minute)


def reminder_text(customer, remedy, due, settings=None):
    settings = settings or load_settings()
    return (f"Hello {customer}, your {remedy} from {settings['shop_name']} runs out on "
            f"{due:%d %B}. Reply YES and we'll have a refill ready.")


if __name__ == "__main__":
    bought = date(2024, 3, 1)
    print(reminder_moment(bought, 30))
    print(reminder_text("Mrs Petrova", "chamomile blend", refill_due(bought, 30)))
