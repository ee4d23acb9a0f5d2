"""Bookings and cancellations for the interpreting agency."""
from rates import session_fee

# How much notice a client must give to cancel without paying,
# and what share of the fee is charged when they cancel later.
CANCELLATION = {
    "onsite": {"free_notice_hours": 72, "late_share": 0.5},
    "video": {"free_notice_hours": 24, "late_share": 0.5},
    "phone": {"free_notice_hours": 2, "late_share": 1.0},
}
SAME_DAY_SHARE = 1.0


def cancellation_charge(kind, hours, language, hours_notice, miles=0):
    rule = CANCELLATION[kind]
    fee = session_fee(kind, hours, language, miles)
    if hours_notice >= rule["free_notice_hours"]:
        return 0.0
    if hours_notice < 12:
        return round(fee * SAME_DAY_SHARE, 2)
    return round(fee * rule["late_share"], 2)


def confirmation(client, kind, hours, language, when):
    fee = session_fee(kind, hours, language)
    notice = CANCELLATION[kind]["free_notice_hours"]
    return ("%s: %s %s interpreting on %s, £%.2f. Free cancellation up to "
            "%d hours before." % (client, kind, language.title(), when, fee, notice))
