"""Session pricing for Soleful Reflexology.

A client is a dict such as {"name": "Ann Reid", "age": 34, "student": False}.
"""

TREATMENTS = {
    "foot reflexology": {"minutes": 60, "price": 48.00},
    "hand reflexology": {"minutes": 45, "price": 38.00},
    "taster": {"minutes": 30, "price": 25.00},
    "maternity": {"minutes": 60, "price": 52.00},
}

CONCESSION_RATE = 0.15
CONCESSION_AGE = 65
HOME_VISIT_FEE = 12.00


def concession_applies(client):
    """Who gets the concession price."""
    return client.get("age", 0) >= CONCESSION_AGE


def session_price(treatment, client, home_visit=False):
    if treatment not in TREATMENTS:
        raise ValueError(f"unknown treatment: {treatment}")
    price = TREATMENTS[treatment]["price"]
    if concession_applies(client):
        price = price * (1 - CONCESSION_RATE)
    if home_visit:
        price += HOME_VISIT_FEE
    return round(price, 2)


def confirmation(client, treatment, when, home_visit=False):
    price = session_price(treatment, client, home_visit)
    mins = TREATMENTS[treatment]["minutes"]
    where = "at your home" if home_visit else "at the clinic"
    note = " (concession)" if concession_applies(client) else ""
    return (f"Dear {client['name']}, your {mins}-minute {treatment} session is booked "
            f"for {when} {where}. Price: £{price:.2f}{note}.")
