"""Works out which temperature the heating should aim for."""

import settings

ECO_OFFSET = 1.5   # degrees knocked off every target in eco mode


def _minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def period(now, schedule):
    t = _minutes(now)
    if t < _minutes(schedule["wake"]) or t >= _minutes(schedule["sleep"]):
        return "night"
    if _minutes(schedule["leave"]) <= t < _minutes(schedule["return"]):
        return "away"
    return "home"


def target_temp(now, cfg=None):
    cfg = cfg or settings.load()
    if cfg["holiday_mode"]:
        return cfg["frost_protect_temp"]
    which = period(now, cfg["schedule"])
    temp = {"home": cfg["comfort_temp"], "away": cfg["away_temp"],
            "night": cfg["night_temp"]}[which]
    if cfg["eco_mode"]:
        temp -= ECO_OFFSET
    return temp


if __name__ == "__main__":
    for now in ("07:00", "12:00", "19:00", "23:30"):
        print(now, target_temp(now))
