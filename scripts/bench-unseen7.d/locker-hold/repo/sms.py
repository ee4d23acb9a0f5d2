"""Text messages sent to customers about their parcels."""
import lockers


def pickup_message(locker_id, pin, delivered):
    deadline = lockers.pickup_deadline(delivered)
    return f"Your parcel is in locker {locker_id}, PIN {pin}. Collect it by {deadline:%d %b}."


def reminder_due(delivered, today):
    """Customers get a reminder one day before the deadline."""
    return (lockers.pickup_deadline(delivered) - today).days == 1


def returned_message(locker_id):
    return f"Your parcel was not collected from locker {locker_id} and has gone back to the depot."
