import sys

from parking import fee, hours_charged, parse_duration


def receipt(plate, duration):
    minutes = parse_duration(duration)
    hours = hours_charged(minutes)
    unit = "hour" if hours == 1 else "hours"
    return f"{plate}: {minutes} min, {hours} {unit}, £{fee(minutes):.2f}"


if __name__ == "__main__":
    stays = sys.argv[1:] or ["1h", "1h01", "8", "7h30"]
    for stay in stays:
        print(receipt("KX19 ABC", stay))
