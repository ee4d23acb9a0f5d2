import sys

from wakelight import FADE_MINUTES, fade_start


def plan(alarm, fade=FADE_MINUTES):
    return [
        f"Lamp starts fading in at {fade_start(alarm, fade)}",
        f"Full brightness and alarm at {alarm}",
    ]


if __name__ == "__main__":
    alarm = sys.argv[1] if len(sys.argv) > 1 else "07:00"
    fade = int(sys.argv[2]) if len(sys.argv) > 2 else FADE_MINUTES
    print("\n".join(plan(alarm, fade)))
