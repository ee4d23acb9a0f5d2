import configparser
from pathlib import Path

CONFIG = configparser.ConfigParser()
CONFIG.read(Path(__file__).with_name("settings.ini"))


def hire_charge(units, days):
    total = 0.0
    for kind, count in units.items():
        total += CONFIG.getfloat("units", kind) * count * days
    return round(total, 2)


def delivery_charge(miles):
    chargeable = max(0, miles - CONFIG.getint("delivery", "free_miles"))
    return round(chargeable * CONFIG.getfloat("delivery", "per_mile") * 2, 2)


def damage_deposit(units):
    if not CONFIG.getboolean("deposit", "take_damage_deposit"):
        return 0.0
    return round(sum(units.values()) * CONFIG.getfloat("deposit", "per_unit"), 2)


def quote(units, days, miles, service_visits=0, wash_stations=0):
    lines = {
        "hire": hire_charge(units, days),
        "delivery": delivery_charge(miles),
        "servicing": round(service_visits * CONFIG.getfloat("extras", "weekend_service_visit"), 2),
        "hand washing": round(wash_stations * days * CONFIG.getfloat("extras", "hand_wash_station"), 2),
    }
    deposit = damage_deposit(units)
    if deposit:
        lines["refundable damage deposit"] = deposit
    lines["total"] = round(sum(lines.values()), 2)
    return lines


def quote_text(units, days, miles, **extras):
    lines = [f"Quote from {CONFIG.get('business', 'name')}"]
    for label, amount in quote(units, days, miles, **extras).items():
        lines.append(f"{label.capitalize():<28}£{amount:.2f}")
    lines.append(f"Questions? Call {CONFIG.get('business', 'phone')}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(quote_text({"standard": 4, "accessible": 1}, 3, 22, service_visits=1, wash_stations=2))
