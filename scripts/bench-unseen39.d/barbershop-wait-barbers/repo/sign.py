"""Text for the screen in the shop window."""

from waiting import estimated_wait


def window_sign(services, minutes_to_closing):
    wait = estimated_wait(services)
    if wait == 0:
        return "No queue - walk straight in!"
    if wait >= minutes_to_closing:
        return "Sorry, no more walk-ins today"
    return f"Current wait: about {wait} min"


if __name__ == "__main__":
    queue = ["cut", "skin fade", "beard trim"]
    print(window_sign(queue, minutes_to_closing=120))
