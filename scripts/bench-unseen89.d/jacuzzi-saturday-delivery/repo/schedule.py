"""Delivery slots for Jubilee Jacuzzi Hire."""

FIRST_DELIVERY_HOUR = 9
LAST_DELIVERY_HOUR = {
    "weekday": 17,
    "saturday": 13,
}
NO_DELIVERY_DAYS = ("sunday",)
FILL_AND_HEAT_HOURS = 6      # the tub is ready to use this long after setup


def delivery_slots(day):
    """Start times we can offer for a delivery on the given day."""
    day = day.lower()
    if day in NO_DELIVERY_DAYS:
        return []
    last = LAST_DELIVERY_HOUR["saturday" if day == "saturday" else "weekday"]
    return ["%02d:00" % hour for hour in range(FIRST_DELIVERY_HOUR, last + 1)]


def ready_time(slot):
    hour = int(slot.split(":")[0]) + FILL_AND_HEAT_HOURS
    return "%02d:00" % hour


def can_deliver(day, slot):
    return slot in delivery_slots(day)
