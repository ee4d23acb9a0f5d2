"""Box office rules for the Little Playhouse, driven by boxoffice.toml."""
import tomllib
from pathlib import Path

CONFIG_PATH = Path(__file__).with_name("boxoffice.toml")


def load_settings(path=CONFIG_PATH):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def can_sell_online(seat_type, settings=None):
    """Whether this kind of seat may be sold on the website."""
    settings = settings or load_settings()
    online = settings["online"]
    if seat_type == "wheelchair":
        return online["sell_wheelchair_spaces"]
    if seat_type == "restricted":
        return online["sell_restricted_view"]
    return True


def order_total(face_values, concession=None, settings=None):
    """Total for one order: tickets less any concession, plus the booking fee."""
    settings = settings or load_settings()
    if len(face_values) > settings["max_tickets_per_order"]:
        raise ValueError("Too many tickets in one order")
    discount = settings["concessions"].get(concession, 0.0) if concession else 0.0
    tickets = sum(face_values) * (1 - discount)
    return round(tickets + settings["booking_fee"], 2)


if __name__ == "__main__":
    print("Wheelchair spaces online:", can_sell_online("wheelchair"))
    print("Two students:", order_total([18.00, 18.00], "student"))
