"""Track session prices for Eastfield Velodrome."""

SESSION_FEES = {
    # session: (adult, child)
    "taster": (24.00, 15.00),
    "accreditation": (38.00, 28.00),
    "open track": (12.00, 8.00),
}
BIKE_HIRE = 9.50
HELMET_HIRE = 3.00
WEEKEND_SUPPLEMENT = 2.50  # per rider
FAMILY_DISCOUNT = 0.15  # off session fees only, 2 adults + 2 or more children
CARD_FEE = 0.0


def rider_fees(session, adults, children):
    if session not in SESSION_FEES:
        raise ValueError(f"no such session: {session}")
    adult, child = SESSION_FEES[session]
    fees = adults * adult + children * child
    if adults == 2 and children >= 2:
        fees *= 1 - FAMILY_DISCOUNT
    return fees


def booking_total(session, adults, children, bikes=0, helmets=0, weekend=False):
    riders = adults + children
    if riders == 0:
        raise ValueError("a booking needs at least one rider")
    if bikes > riders or helmets > riders:
        raise ValueError("more hire items than riders")
    total = rider_fees(session, adults, children)
    total += bikes * BIKE_HIRE + helmets * HELMET_HIRE
    if weekend:
        total += riders * WEEKEND_SUPPLEMENT
    return round(total * (1 + CARD_FEE), 2)
