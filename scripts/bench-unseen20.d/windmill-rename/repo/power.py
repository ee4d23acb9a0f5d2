from windmill import blade_rpm, swept_area

CUT_IN_MS = 3.0
CUT_OUT_MS = 25.0
MAX_RPM = 40.0
AIR_DENSITY = 1.225
EFFICIENCY = 0.4


def is_running(wind_ms):
    return CUT_IN_MS <= wind_ms <= CUT_OUT_MS


def safe_rpm(wind_ms):
    if not is_running(wind_ms):
        return 0.0
    return min(blade_rpm(wind_ms), MAX_RPM)


def output_kw(wind_ms):
    if not is_running(wind_ms):
        return 0.0
    watts = 0.5 * AIR_DENSITY * swept_area() * min(wind_ms, 12.0) ** 3 * EFFICIENCY
    return round(watts / 1000, 1)
