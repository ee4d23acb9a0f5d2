"""Course bookings at The Thimble & Thread needlework studio."""

COURSES = {
    "cross_stitch": {"weeks": 4, "per_week": 16.00},
    "crewel": {"weeks": 6, "per_week": 18.00},
    "goldwork": {"weeks": 8, "per_week": 24.00},
}
# Materials kit: included in the course fee for some courses only
KIT_INCLUDED = {"cross_stitch": True, "crewel": False, "goldwork": False}
KIT_PRICE = 22.00
THREAD_PACK_PRICE = 3.75
LOYALTY_DISCOUNT = 0.10     # loyalty card holders get 10% off the tuition only
BOOKING_FEE = 2.50          # once per booking


def tuition(course, loyalty_card=False):
    info = COURSES[course]
    fee = info["weeks"] * info["per_week"]
    if loyalty_card:
        fee *= 1 - LOYALTY_DISCOUNT
    return fee


def materials(course, thread_packs=0):
    cost = thread_packs * THREAD_PACK_PRICE
    if not KIT_INCLUDED[course]:
        cost += KIT_PRICE
    return cost


def booking_total(course, thread_packs=0, loyalty_card=False):
    total = tuition(course, loyalty_card) + materials(course, thread_packs)
    return round(total + BOOKING_FEE, 2)
