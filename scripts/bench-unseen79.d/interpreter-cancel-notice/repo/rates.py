"""Hourly rates for our interpreters."""

HOURLY = {
    "onsite": 48.00,
    "video": 38.00,
    "phone": 32.00,
}
MINIMUM_HOURS = {"onsite": 2, "video": 1, "phone": 0.5}
RARE_LANGUAGE_UPLIFT = 0.25
RARE_LANGUAGES = {"icelandic", "tigrinya", "pashto", "romani"}
TRAVEL_PER_MILE = 0.45       # on-site only


def session_fee(kind, hours, language, miles=0):
    if kind not in HOURLY:
        raise ValueError("unknown booking type: %s" % kind)
    billed = max(hours, MINIMUM_HOURS[kind])
    fee = HOURLY[kind] * billed
    if language.lower() in RARE_LANGUAGES:
        fee *= 1 + RARE_LANGUAGE_UPLIFT
    if kind == "onsite":
        fee += miles * TRAVEL_PER_MILE
    return round(fee, 2)
