"""Quotes for supplying and fitting floors."""

MATERIALS = {
    "laminate": 18.50,   # per square metre
    "carpet": 14.00,
    "vinyl": 12.75,
    "oak": 42.00,
}
FITTING_PER_SQM = 9.00
UNDERLAY_PER_SQM = 4.25
WASTE_ALLOWANCE = 0.10   # order 10% extra material to allow for cuts
MINIMUM_FITTING = 60.00
VAT_RATE = 0.20


def room_area(length_m, width_m):
    return round(length_m * width_m, 2)


def material_cost(floor, area):
    if floor not in MATERIALS:
        raise ValueError(f"We don't supply {floor}")
    ordered = area * (1 + WASTE_ALLOWANCE)
    return round(MATERIALS[floor] * ordered, 2)


def fitting_cost(area, underlay=False):
    cost = max(area * FITTING_PER_SQM, MINIMUM_FITTING)
    if underlay:
        cost += area * FITTING_PER_SQM
    return round(cost, 2)


def job_total(rooms):
    subtotal = 0.0
    for room in rooms:
        area = room_area(room["length"], room["width"])
        subtotal += material_cost(room["floor"], area)
        subtotal += fitting_cost(area, room.get("underlay", False))
    return round(subtotal * (1 + VAT_RATE), 2)


def print_quote(customer, rooms):
    print(f"Flooring quote for {customer}")
    for room in rooms:
        area = room_area(room["length"], room["width"])
        extra = " + underlay" if room.get("underlay") else ""
        print(f"  {room['name']}: {room['floor']}{extra}, {area} sq m")
    print(f"  Total inc VAT £{job_total(rooms):.2f}")


if __name__ == "__main__":
    print_quote("Mrs Patel", [
        {"name": "Living room", "floor": "carpet", "length": 5, "width": 4, "underlay": True},
    ])
