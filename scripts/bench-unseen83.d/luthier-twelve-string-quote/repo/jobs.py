"""Quotes for Fretworks Guitar Repairs."""

from rates import (RESTRING, STRING_SETS, SETUP, SETUP_EXTRA, FRET_POLISH, ELECTRONICS_CHECK,
                   STANDARD_TURNAROUND, EXPRESS_SURCHARGE, NEXT_DAY_SURCHARGE,
                   REPAIR_CLUB_DISCOUNT)


def labour(instrument, setup=False, polish=False, electronics=False):
    if instrument not in RESTRING:
        raise ValueError("we don't work on %s guitars" % instrument)
    work = RESTRING[instrument]
    if setup:
        work += SETUP + SETUP_EXTRA.get(instrument, 0.0)
    if polish:
        work += FRET_POLISH
    if electronics:
        work += ELECTRONICS_CHECK
    return work


def job_quote(instrument, setup=False, polish=False, electronics=False,
              back_in_days=STANDARD_TURNAROUND, own_strings=False, club_member=False):
    if back_in_days < 1:
        raise ValueError("we need at least one day")
    work = labour(instrument, setup, polish, electronics)
    if back_in_days == 1:
        work = work * (1 + NEXT_DAY_SURCHARGE)
    elif back_in_days < STANDARD_TURNAROUND:
        work = work * (1 + EXPRESS_SURCHARGE)
    if club_member:
        work = work * (1 - REPAIR_CLUB_DISCOUNT)
    strings = 0.0 if own_strings else STRING_SETS[instrument]
    return round(work + strings, 2)
