"""Bookings for the cookery school's day classes."""

from dataclasses import dataclass

CLASSES = {
    "thai street food": 95.00,
    "italian pasta": 85.00,
    "sourdough": 75.00,
    "knife skills": 65.00,
}
APRON = 14.00                 # ours to take home, otherwise one is lent
GIFT_WRAP = 3.50              # for voucher bookings
MAX_PLACES = 10


@dataclass
class Booking:
    name: str
    course: str
    places: int
    aprons: int = 0
    gift: bool = False

    def total(self):
        """What the customer pays for this booking."""
        if self.course not in CLASSES:
            raise ValueError(f"We don't run a {self.course} class.")
        if not 1 <= self.places <= MAX_PLACES:
            raise ValueError("Classes take 1 to 10 people.")
        price = CLASSES[self.course] * self.places + self.aprons * APRON
        if self.gift:
            price += GIFT_WRAP
        return round(price, 2)
