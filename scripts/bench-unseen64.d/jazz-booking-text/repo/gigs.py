"""This season's gigs at the jazz cellar."""

from datetime import datetime

GIGS = {
    "BN14": {"act": "The Blue Note Trio", "start": datetime(2025, 3, 14, 20, 30)},
    "MQ21": {"act": "Marisa Quintet", "start": datetime(2025, 3, 21, 20, 0)},
    "SS28": {"act": "Sunday Swing Band", "start": datetime(2025, 3, 30, 13, 0)},
}

TICKET_PRICES = {"standing": 14.00, "table": 22.00}
DOORS_MINUTES_BEFORE = 45
