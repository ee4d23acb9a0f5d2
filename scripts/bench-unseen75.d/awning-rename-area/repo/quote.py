"""Build customer quotes for awnings."""

from pricing import MOTOR_PRICE, calc_area, fabric_cost, frame_cost

VAT_RATE = 0.20
FITTING_FEE = 150.0


def build_quote(width, projection, fabric="acrylic", motorised=False):
    area = calc_area(width, projection)
    net = fabric_cost(fabric, width, projection) + frame_cost(width) + FITTING_FEE
    if motorised:
        net += MOTOR_PRICE
    net = round(net, 2)
    vat = round(net * VAT_RATE, 2)
    return {"area": area, "net": net, "vat": vat, "total": round(net + vat, 2)}


def quote_summary(customer, width, projection, fabric="acrylic", motorised=False):
    q = build_quote(width, projection, fabric, motorised)
    lines = [
        f"Quote for {customer}",
        f"Awning {width} m x {projection} m ({fabric})",
        f"Fabric area: {calc_area(width, projection)} sqm",
        f"Net: £{q['net']:.2f}",
        f"VAT: £{q['vat']:.2f}",
        f"Total: £{q['total']:.2f}",
    ]
    if motorised:
        lines.insert(2, "Motorised with remote control")
    return "\n".join(lines)
