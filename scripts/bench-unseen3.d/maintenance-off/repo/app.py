import tomllib

with open("config.toml", "rb") as fh:
    CONFIG = tomllib.load(fh)


def handle(path):
    site = CONFIG["site"]
    if site["maintenance"]:
        return 503, f"{site['name']} is down for maintenance"
    if path == "/":
        return 200, f"Welcome to {site['name']}"
    return 404, "not found"


if __name__ == "__main__":
    print(handle("/"))
