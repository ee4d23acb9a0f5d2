"""Pump speed and frost protection for the koi pond."""

from feeder import load_config


def pump_speed(water_temp_c, is_night, cfg=None):
    """Percentage speed to run the pump at right now."""
    cfg = cfg if cfg is not None else load_config()
    flow = cfg.getint("pump", "flow_percent", fallback=100)
    if water_temp_c <= cfg.getfloat("pump", "frost_protect_c", fallback=3.0):
        # keep the water moving so the surface doesn't freeze over
        return 100
    if is_night and cfg.getboolean("pump", "night_mode", fallback=False):
        return flow // 2
    return flow


if __name__ == "__main__":
    print("Midnight at 9C:", pump_speed(9.0, True))
    print("Frosty morning at 3C:", pump_speed(3.0, False))
