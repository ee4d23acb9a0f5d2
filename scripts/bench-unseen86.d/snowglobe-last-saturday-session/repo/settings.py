"""Workshop settings."""

OPENING_HOURS = {
    "tuesday": ("10:00", "18:00"),
    "wednesday": ("10:00", "18:00"),
    "thursday": ("10:00", "18:00"),
    "friday": ("10:00", "18:00"),
    "saturday": ("09:30", "17:30"),
    "sunday": ("11:00", "16:00"),
}
SESSION_MINUTES = 90
BREAK_MINUTES = 15
SEATS_PER_SESSION = 8
PRICE_PER_SEAT = 28.00
