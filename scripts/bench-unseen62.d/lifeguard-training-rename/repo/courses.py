"""Lifeguard and pool safety courses we run."""

COURSES = {
    "pool lifeguard": {"fee": 295.00, "days": 5, "min_age": 16},
    "beach lifeguard": {"fee": 360.00, "days": 6, "min_age": 16},
    "requalification": {"fee": 95.00, "days": 1, "min_age": 16},
    "pool emergency aid": {"fee": 120.00, "days": 2, "min_age": 14},
}
CLUB_MEMBER_DISCOUNT = 0.15
MANUAL = 28.00


def calc_fee(course, club_member=False, needs_manual=True):
    if course not in COURSES:
        raise ValueError(f"we don't run a {course} course")
    fee = COURSES[course]["fee"]
    if club_member:
        fee *= 1 - CLUB_MEMBER_DISCOUNT
    if needs_manual:
        fee += MANUAL
    return round(fee, 2)
