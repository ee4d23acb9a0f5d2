"""Member accounts at the front desk."""
from fines import fine_pence, format_pence

BLOCK_BORROWING_AT_PENCE = 500


class Member:
    def __init__(self, name, child=False):
        self.name = name
        self.child = child
        self.owed_pence = 0

    def return_book(self, borrowed, returned):
        fine = fine_pence(borrowed, returned, self.child)
        self.owed_pence += fine
        return fine

    def can_borrow(self):
        return self.owed_pence < BLOCK_BORROWING_AT_PENCE

    def statement(self):
        return f"{self.name} owes {format_pence(self.owed_pence)}"
