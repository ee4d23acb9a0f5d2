"""Electricity prices we charge drivers at the Old Forge posts."""

PEAK_RATE = 0.69          # per kWh, 4pm to 8pm
OFF_PEAK_RATE = 0.49      # per kWh, any other time
PEAK_HOURS = range(16, 20)

OVERSTAY_GRACE_MIN = 15   # minutes after a full charge before the fee starts
OVERSTAY_PER_MIN = 0.10


def rate_for(start_hour):
    """Price per kWh for a session starting at start_hour (0 to 23)."""
    if start_hour in PEAK_HOURS:
        return PEAK_RATE
    return OFF_PEAK_RATE


def tariff_sign():
    """Text for the sign on the posts."""
    return (f"Peak (4pm-8pm) {PEAK_RATE * 100:.0f}p/kWh, other times "
            f"{OFF_PEAK_RATE * 100:.0f}p/kWh. Overstay {OVERSTAY_PER_MIN * 100:.0f}p/min "
            f"after {OVERSTAY_GRACE_MIN} minutes.")
