"""Invoices for the harbour office."""
from moorings import calc_fee


def invoice_lines(boat):
    fee = calc_fee(boat["berth"], boat["length_m"], boat["nights"],
                   resident=boat.get("resident", False),
                   shore_power=boat.get("shore_power", False))
    lines = [
        f"Vessel: {boat['name']}",
        f"Berth: {boat['berth']} for {boat['nights']} night(s), {boat['length_m']}m",
    ]
    if boat.get("shore_power"):
        lines.append("Shore power included")
    lines.append(f"Amount due: £{fee:.2f}")
    return lines


def harbour_takings(boats):
    return round(sum(calc_fee(b["berth"], b["length_m"], b["nights"],
                              resident=b.get("resident", False),
                              shore_power=b.get("shore_power", False))
                     for b in boats), 2)


if __name__ == "__main__":
    print("\n".join(invoice_lines({"name": "Kittiwake", "berth": "pontoon",
                                   "length_m": 9.5, "nights": 3, "shore_power": True})))
