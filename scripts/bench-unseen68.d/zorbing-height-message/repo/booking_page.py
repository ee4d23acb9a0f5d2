"""Text shown on the booking page after the rider details are entered."""

from rides import booking_price, check_rider


def booking_response(ride, riders, photos=False):
    """riders: list of (age, height_cm, weight_kg)."""
    problems = []
    for n, (age, height, weight) in enumerate(riders, start=1):
        ok, message = check_rider(age, height, weight)
        if not ok:
            problems.append(f"Rider {n}: {message}")
    if problems:
        return "\n".join(problems)
    return f"Booked {len(riders)} on the {ride}. Total £{booking_price(ride, len(riders), photos):.2f}"
