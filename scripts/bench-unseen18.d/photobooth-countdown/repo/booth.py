"""Photo booth session runner (dry run: prints what a session would do)."""
import tomllib

DEFAULTS = {"countdown_seconds": 3, "shots_per_session": 4, "flash": False}


def load_settings(path="photobooth.toml"):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def session_plan(settings):
    camera = {**DEFAULTS, **settings.get("camera", {})}
    steps = []
    for shot in range(1, camera["shots_per_session"] + 1):
        count = ", ".join(str(n) for n in range(camera["countdown_seconds"], 0, -1))
        flash = " *flash*" if camera["flash"] else ""
        steps.append(f"shot {shot}: {count}... click{flash}")
    prints = settings.get("print", {})
    steps.append(f"print {prints.get('copies', 1)} x {prints.get('paper', '4x6')}")
    return steps


def session_seconds(settings):
    camera = {**DEFAULTS, **settings.get("camera", {})}
    return camera["shots_per_session"] * (camera["countdown_seconds"] + 1)


if __name__ == "__main__":
    cfg = load_settings()
    print("\n".join(session_plan(cfg)))
    print(f"about {session_seconds(cfg)} s per session")
