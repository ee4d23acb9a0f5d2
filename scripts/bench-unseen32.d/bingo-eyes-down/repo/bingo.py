import json
from datetime import datetime, timedelta
from pathlib import Path

CONFIG = Path(__file__).with_name("config.json")


def load_settings(path=CONFIG):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def session_times(settings):
    eyes_down = datetime.strptime(settings["eyes_down"], "%H:%M")
    per_game = timedelta(minutes=settings["minutes_per_game"])
    games = settings["games_per_session"]
    doors = eyes_down - timedelta(minutes=settings["doors_open_minutes_before"])
    interval = eyes_down + per_game * (games // 2)
    finish = eyes_down + per_game * games + timedelta(minutes=settings["interval_minutes"])
    return {"doors": doors, "eyes_down": eyes_down, "interval": interval, "finish": finish}


def poster(settings):
    t = session_times(settings)
    return "\n".join([
        f"BINGO at {settings['hall_name']}",
        f"Doors open {t['doors']:%H:%M}, eyes down {t['eyes_down']:%H:%M}",
        f"Interval about {t['interval']:%H:%M}, home by {t['finish']:%H:%M}",
        f"Books £{settings['book_price']:.2f} - {settings['games_per_session']} games"
        f" - £{settings['jackpot']} jackpot",
    ])


if __name__ == "__main__":
    print(poster(load_settings()))
