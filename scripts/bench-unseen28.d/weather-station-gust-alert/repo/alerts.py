import json
from pathlib import Path

CONFIG = Path(__file__).with_name("station.json")


def load_config(path=CONFIG):
    with open(path) as fh:
        return json.load(fh)


def check_reading(reading, config):
    limits = config["alerts"]
    warnings = []
    if reading["gust_kmh"] >= limits["wind_gust_kmh"]:
        warnings.append(f"Wind gust {reading['gust_kmh']} km/h")
    if reading["temp_c"] < limits["frost_below_c"]:
        warnings.append(f"Frost: {reading['temp_c']} C")
    if reading["rain_mm_per_hour"] >= limits["heavy_rain_mm_per_hour"]:
        warnings.append(f"Heavy rain {reading['rain_mm_per_hour']} mm/h")
    return warnings


if __name__ == "__main__":
    cfg = load_config()
    sample = {"gust_kmh": 54, "temp_c": 3.5, "rain_mm_per_hour": 2.0}
    print(f"{cfg['station']['name']}: gust alert from {cfg['alerts']['wind_gust_kmh']} km/h")
    print("; ".join(check_reading(sample, cfg)) or "No warnings")
