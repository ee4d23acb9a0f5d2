"""Charges for weighing vehicles."""

SINGLE_WEIGH = {"van": 12.00, "rigid": 18.00, "artic": 24.00}
TARE_AND_GROSS_DISCOUNT = 0.20   # two weighings of the same vehicle
CERTIFICATE_COPY = 3.50


def weighing_charge(vehicle, weighings=1, copies=0):
    if vehicle not in SINGLE_WEIGH:
        raise ValueError("unknown vehicle type: %s" % vehicle)
    total = SINGLE_WEIGH[vehicle] * weighings
    if weighings >= 2:
        total -= total * TARE_AND_GROSS_DISCOUNT
    return round(total + CERTIFICATE_COPY * copies, 2)


def ticket_line(reg, vehicle, weighings=1, copies=0):
    charge = weighing_charge(vehicle, weighings, copies)
    return "%s (%s) x%d: £%.2f" % (reg.upper(), vehicle, weighings, charge)
