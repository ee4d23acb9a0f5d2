"""Prices up the jobs on the van's job sheet."""

from prices import (AERIAL_FIT, DISH_FIT, EXTRA_POINT, HIGH_ROOF_EXTRA,
                    NEW_BRACKET, SURVEY)


def aerial_job(extra_points=0, new_bracket=False, high_roof=False):
    """Fitting a new aerial, plus any extras."""
    price = AERIAL_FIT + extra_points * EXTRA_POINT
    if new_bracket:
        price += NEW_BRACKET
    if high_roof:
        price += HIGH_ROOF_EXTRA
    return round(price, 2)


def dish_job(extra_points=0, high_roof=False):
    """Fitting a satellite dish, plus any extras."""
    price = DISH_FIT + extra_points * EXTRA_POINT
    if high_roof:
        price += HIGH_ROOF_EXTRA
    return round(price, 2)


def survey_charge(went_ahead):
    """The survey is free if they go on to have the work done."""
    return 0.0 if went_ahead else SURVEY


def job_line(customer, kind, **options):
    """One line for the job sheet."""
    price = aerial_job(**options) if kind == "aerial" else dish_job(**options)
    return f"{customer} - {kind} - £{price:.2f}"
