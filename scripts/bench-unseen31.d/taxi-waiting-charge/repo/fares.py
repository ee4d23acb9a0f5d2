"""Fare calculator for a single-cab taxi business."""

FLAG_FALL = 3.50          # charged on every trip
PER_MILE = 2.40
WAITING_PER_MINUTE = 0.30
FREE_WAITING_MINUTES = 3
NIGHT_MULTIPLIER = 1.5    # 22:00 to 05:59
MINIMUM_FARE = 6.00


def is_night(hour):
    return hour >= 22 or hour < 6


def waiting_charge(minutes):
    chargeable = max(0, minutes - FREE_WAITING_MINUTES)
    return chargeable * PER_MILE


def fare(miles, waiting_minutes=0, hour=12):
    total = FLAG_FALL + miles * PER_MILE + waiting_charge(waiting_minutes)
    if is_night(hour):
        total *= NIGHT_MULTIPLIER
    return round(max(total, MINIMUM_FARE), 2)


def receipt(miles, waiting_minutes=0, hour=12):
    lines = [
        f"Distance: {miles} miles",
        f"Waiting:  {waiting_minutes} min",
    ]
    if is_night(hour):
        lines.append("Night rate applied")
    lines.append(f"Fare:     £{fare(miles, waiting_minutes, hour):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt(4.5, waiting_minutes=8, hour=23))
