import unittest

from cast import Member, programme
from rehearsals import absence_warnings, call_sheet, load_cast

ROWS = [
    ("Gwen", "Dame Trott", "310", "no"),
    ("Ali", "Jack", "260", "no"),
    ("Sue", "Daisy the Cow", "12", "yes"),
    ("Ben", "Villager", "8", "yes"),
]


class CastTests(unittest.TestCase):
    def test_load(self):
        cast = load_cast(ROWS)
        self.assertIsInstance(cast[0], Member)
        self.assertTrue(cast[2].dancer)

    def test_programme_order(self):
        self.assertEqual(programme(load_cast(ROWS))[:2], ["Dame Trott ..... Gwen", "Jack ..... Ali"])

    def test_off_book(self):
        self.assertEqual(Member("Gwen", "Dame Trott", 310).off_book_hours(), 7.8)

    def test_call_sheet(self):
        self.assertEqual(call_sheet(load_cast(ROWS), {"Jack", "Chorus"}), ["Ali", "Sue", "Ben"])

    def test_absences(self):
        gwen = Member("Gwen", "Dame Trott")
        for day in ("Mon", "Wed", "Thu"):
            gwen.miss(day)
        self.assertEqual(absence_warnings([gwen]), ["Gwen has missed 3 rehearsals"])


if __name__ == "__main__":
    unittest.main()
