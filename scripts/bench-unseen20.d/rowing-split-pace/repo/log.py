from rowing import format_time, parse_time, split_seconds

SESSIONS = [
    ("Mon", 2000, "8:00.0"),
    ("Wed", 5000, "21:15.0"),
    ("Fri", 1000, "3:52.4"),
]


def line(day, distance, time_text):
    split = split_seconds(distance, parse_time(time_text))
    return f"{day}: {distance} m in {time_text} ({format_time(split)} /500m)"


if __name__ == "__main__":
    for session in SESSIONS:
        print(line(*session))
