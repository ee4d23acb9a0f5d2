"""Damp surveys and treatment quotes for older houses."""

SURVEY_FEE = 120.00
SURVEY_REFUND_IF_WORK = True     # fee knocked off if they book the work
DPC_PER_METRE = 65.00            # chemical damp-proof course injection
REPLASTER_PER_M2 = 38.00
MIN_JOB = 450.00
READINGS = [(20, "dry"), (40, "borderline"), (70, "damp")]   # meter reading upper limits


def reading_band(meter_reading):
    for upper, band in READINGS:
        if meter_reading < upper:
            return band
    return "saturated"


def wall_needs_treatment(readings):
    bands = [reading_band(r) for r in readings]
    wet = sum(1 for b in bands if b in ("damp", "saturated"))
    return wet >= 2 or "saturated" in bands


def treatment_quote(wall_metres, wall_height=1.0, surveyed=True):
    work = wall_metres * DPC_PER_METRE + wall_metres * wall_height * REPLASTER_PER_M2
    work = max(work, MIN_JOB)
    if surveyed and SURVEY_REFUND_IF_WORK:
        work -= SURVEY_FEE
    return round(work, 2)


def survey_summary(address, readings):
    """One line for the survey report."""
    verdict = "treatment advised" if wall_needs_treatment(readings) else "no treatment needed"
    worst = reading_band(max(readings))
    return f"{address}: worst reading {worst}, {verdict}"


if __name__ == "__main__":
    print(survey_summary("14 Mill Lane", [18, 45, 72, 66]))
    print(treatment_quote(6, 1.2))
