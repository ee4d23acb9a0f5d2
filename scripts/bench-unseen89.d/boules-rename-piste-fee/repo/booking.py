"""Piste bookings for the Bramley Boules Club."""

from fees import calc_fee, set_hire


def book_piste(name, piste, hours, member=False, floodlights=False, sets=0):
    piste_cost = calc_fee(hours, member, floodlights)
    total = round(piste_cost + set_hire(sets), 2)
    return {
        "name": name,
        "piste": piste,
        "hours": hours,
        "piste_cost": piste_cost,
        "sets": sets,
        "total": total,
    }


def evening_league_cost(teams, weeks):
    """Each team plays one floodlit two-hour session a week, at member rates."""
    per_session = calc_fee(2, member=True, floodlights=True)
    return round(per_session * teams * weeks, 2)


def booking_line(booking):
    return "%s - piste %s for %s h: £%.2f" % (
        booking["name"], booking["piste"], booking["hours"], booking["total"])
