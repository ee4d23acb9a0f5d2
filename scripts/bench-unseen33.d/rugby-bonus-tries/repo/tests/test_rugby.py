import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from rugby import build_table, match_points, standings  # noqa: E402

GAMES = [
    ("Old Boars", 24, 4, "Mudlarks", 17, 2),
    ("Ramblers", 10, 1, "Old Boars", 10, 1),
    ("Mudlarks", 31, 5, "Ramblers", 12, 2),
]


class MatchPointsTests(unittest.TestCase):
    def test_win_with_try_bonus(self):
        self.assertEqual(match_points(31, 12, 5), 5)

    def test_draw(self):
        self.assertEqual(match_points(10, 10, 1), 2)

    def test_losing_bonus_within_seven(self):
        self.assertEqual(match_points(17, 24, 2), 1)
        self.assertEqual(match_points(20, 23, 1), 1)

    def test_no_losing_bonus_beyond_seven(self):
        self.assertEqual(match_points(12, 31, 2), 0)
        self.assertEqual(match_points(3, 11, 0), 0)


class TableTests(unittest.TestCase):
    def test_table_points(self):
        table = build_table(GAMES)
        self.assertEqual(table["Old Boars"]["points"], 7)
        self.assertEqual(table["Mudlarks"]["points"], 6)
        self.assertEqual(table["Ramblers"]["points"], 2)

    def test_standings(self):
        self.assertEqual(standings(GAMES), ["Old Boars", "Mudlarks", "Ramblers"])


if __name__ == "__main__":
    unittest.main()
