"""Signing people up to a course."""

from courses import COURSES, calc_fee

DEPOSIT = 50.00


def enrol(name, age, course, club_member=False, needs_manual=True):
    if course not in COURSES:
        raise ValueError(f"we don't run a {course} course")
    if age < COURSES[course]["min_age"]:
        raise ValueError(f"{name} is too young for {course}")
    fee = calc_fee(course, club_member, needs_manual)
    return {"name": name, "course": course, "fee": fee, "deposit": min(DEPOSIT, fee),
            "balance": round(fee - min(DEPOSIT, fee), 2)}
