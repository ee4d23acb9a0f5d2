"""Pay-as-you-go charging at the Old Forge car park (two 22kW posts).

Drivers pay per kWh, plus an overstay fee if they leave the car plugged
in long after it has finished, so the posts don't get hogged.
"""

from tariffs import OVERSTAY_GRACE_MIN, OVERSTAY_PER_MIN, rate_for

POST_KW = 22.0
CHARGER_EFFICIENCY = 0.92     # some energy is lost as heat


def kwh_added(minutes_charging, car_max_kw):
    kw = min(POST_KW, car_max_kw)
    return round(kw * minutes_charging / 60 * CHARGER_EFFICIENCY, 2)


def overstay_fee(minutes_after_full):
    """Fee for staying plugged in once the grace period is over."""
    extra = max(0, minutes_after_full - OVERSTAY_GRACE_MIN)
    return round(extra * OVERSTAY_PER_MIN, 2)


def session_cost(minutes_charging, car_max_kw, start_hour, minutes_after_full=0):
    kwh = kwh_added(minutes_charging, car_max_kw)
    energy = kwh * rate_for(start_hour)
    return round(energy + overstay_fee(minutes_after_full), 2)


if __name__ == "__main__":
    print(kwh_added(60, 7))
    print(session_cost(60, 50, 17))
    print(session_cost(30, 11, 10, minutes_after_full=45))
