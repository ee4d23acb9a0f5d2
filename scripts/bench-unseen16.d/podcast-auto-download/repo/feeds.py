import json
import sys


def load(path="podcasts.json"):
    with open(path) as fh:
        return json.load(fh)


def plan(settings, new_episodes, on_wifi):
    """What to do with each new episode: 'download' or 'notify'."""
    actions = {}
    for show, episode in new_episodes:
        fetch = settings.get("auto_download", True)
        if settings.get("wifi_only", True) and not on_wifi:
            fetch = False
        actions[f"{show}: {episode}"] = "download" if fetch else "notify"
    return actions


if __name__ == "__main__":
    settings = load()
    on_wifi = "--mobile" not in sys.argv
    new = [("Garden Hour", "Ep 41"), ("History Minute", "Ep 300")]
    for title, action in plan(settings, new, on_wifi).items():
        print(f"{action}: {title}")
