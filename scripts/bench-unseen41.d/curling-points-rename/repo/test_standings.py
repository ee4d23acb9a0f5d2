import unittest

from playoffs import can_still_qualify, points_needed
from standings import calc_pts, table

RESULTS = [
    ("Thistles", "Granite", 7, 4),
    ("Hogline", "Thistles", 5, 5),
    ("Granite", "Hogline", 8, 3),
    ("Thistles", "Hogline", 6, 2),
]


class StandingsTests(unittest.TestCase):
    def test_points(self):
        self.assertEqual(calc_pts(2, 1), 7)

    def test_no_games(self):
        self.assertEqual(calc_pts(0, 0), 0)

    def test_table_order(self):
        self.assertEqual([row[0] for row in table(RESULTS)], ["Thistles", "Granite", "Hogline"])

    def test_points_needed(self):
        self.assertEqual(points_needed(RESULTS, "Granite"), 12)

    def test_can_still_qualify(self):
        self.assertTrue(can_still_qualify(RESULTS, "Thistles", 3))
        self.assertFalse(can_still_qualify(RESULTS, "Hogline", 4))


if __name__ == "__main__":
    unittest.main()
