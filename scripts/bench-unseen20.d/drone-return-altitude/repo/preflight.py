"""Pre-flight summary read from drone.toml."""

import tomllib


def load(path="drone.toml"):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def summary(cfg):
    flight, battery = cfg["flight"], cfg["battery"]
    return [
        f"Pilot: {cfg['pilot']['name']}",
        f"Ceiling: {flight['max_altitude_m']} m",
        f"Return-to-home climbs to {flight['return_home_altitude_m']} m",
        f"Heads home at {battery['return_at_percent']}% battery",
    ]


if __name__ == "__main__":
    print("\n".join(summary(load())))
