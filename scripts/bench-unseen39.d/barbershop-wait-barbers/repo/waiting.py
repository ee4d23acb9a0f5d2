"""Walk-in queue for the barbershop."""

import math

SERVICE_MINUTES = {"cut": 25, "skin fade": 35, "beard trim": 15, "kids cut": 20}


def queue_minutes(services):
    unknown = [s for s in services if s not in SERVICE_MINUTES]
    if unknown:
        raise ValueError(f"unknown service: {unknown[0]}")
    return sum(SERVICE_MINUTES[s] for s in services)


def round_up_to_five(minutes):
    return int(math.ceil(minutes / 5.0) * 5)


def estimated_wait(services):
    return round_up_to_five(queue_minutes(services))
