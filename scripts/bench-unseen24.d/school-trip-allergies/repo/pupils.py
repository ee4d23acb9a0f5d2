"""Pupils signed up for the Year 5 trip to the science museum."""
from dataclasses import dataclass


@dataclass
class Pupil:
    name: str
    form: str
    consent: bool = False
    emergency_phone: str = ""

    def ready_to_go(self):
        return self.consent and bool(self.emergency_phone)


def load_pupils(rows):
    """rows are (name, form, consent 'y'/'n', phone) tuples from the office spreadsheet."""
    return [Pupil(name, form, consent.strip().lower() == "y", phone.strip())
            for name, form, consent, phone in rows]
