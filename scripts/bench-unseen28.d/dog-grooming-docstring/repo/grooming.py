BASE_MINUTES = {"small": 45, "medium": 60, "large": 90, "giant": 120}
COAT_FACTOR = {"smooth": 1.0, "wire": 1.25, "double": 1.4, "curly": 1.5}
EXTRA_MINUTES = {"nails": 10, "teeth": 10, "ears": 5, "de-shed": 30, "bow": 2}


def grooming_time(size, coat, extras=(), matted=False):
    if size not in BASE_MINUTES:
        raise ValueError(f"unknown size: {size}")
    minutes = BASE_MINUTES[size] * COAT_FACTOR.get(coat, 1.0)
    if matted:
        minutes *= 1.5
    minutes += sum(EXTRA_MINUTES[e] for e in extras)
    return int(-(-minutes // 15) * 15)


def fits_in_day(bookings, day_minutes=8 * 60):
    """True if all (size, coat, extras) bookings fit in one working day."""
    total = sum(grooming_time(size, coat, extras) for size, coat, extras in bookings)
    return total <= day_minutes
