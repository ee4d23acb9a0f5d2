"""Same-day scheduling rules for Northfell Snow Clearing."""

# When the last crew has to be finished and back at the depot.
CREW_FINISH = {"weekday": (18, 0), "saturday": (16, 0), "sunday": (15, 0)}

# How long each kind of job takes the crew, in minutes.
JOB_MINUTES = {"driveway": 90, "footpath": 60, "car park": 240, "farm track": 180}

TRAVEL_BUFFER_MINUTES = 45   # getting the plough out to the customer
GRITTING_EXTRA_MINUTES = 30  # added when the customer also wants grit spread


def day_type(day):
    day = day.lower()
    if day in ("saturday", "sunday"):
        return day
    if day in ("monday", "tuesday", "wednesday", "thursday", "friday"):
        return "weekday"
    raise ValueError("unknown day: %s" % day)


def latest_booking_time(day, job, gritting=False):
    """Latest time a customer can book and still be cleared the same day."""
    if job not in JOB_MINUTES:
        raise ValueError("unknown job: %s" % job)
    hour, minute = CREW_FINISH[day_type(day)]
    minutes = hour * 60 + minute - JOB_MINUTES[job] - TRAVEL_BUFFER_MINUTES
    if gritting:
        minutes -= GRITTING_EXTRA_MINUTES
    return "%02d:%02d" % divmod(minutes, 60)
