"""Cast list for the amateur pantomime society."""

LINES_PER_REHEARSAL_HOUR = 40


class Member:
    def __init__(self, name, role, lines=0, dancer=False):
        self.name = name
        self.role = role
        self.lines = lines
        self.dancer = dancer
        self.absences = []

    def miss(self, rehearsal_date):
        self.absences.append(rehearsal_date)

    def off_book_hours(self):
        """Rough hours of line-learning needed before going off book."""
        return round(self.lines / LINES_PER_REHEARSAL_HOUR, 1)

    def billing(self):
        return f"{self.role} ..... {self.name}"


def programme(cast):
    leads = sorted((m for m in cast if m.lines >= 100), key=lambda m: -m.lines)
    others = sorted((m for m in cast if m.lines < 100), key=lambda m: m.name)
    return [m.billing() for m in leads + others]
