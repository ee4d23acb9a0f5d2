import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from league import build_table, standings  # noqa: E402

RESULTS = [
    ("Hoopers", 30, "Bibs United", 22),
    ("Net Gains", 25, "Hoopers", 25),
    ("Bibs United", 41, "Net Gains", 20),
    ("Rebounders", 18, "Hoopers", 19),
    ("Rebounders", 30, "Net Gains", 28),
]


class TableTests(unittest.TestCase):
    def test_points(self):
        t = build_table(RESULTS)
        self.assertEqual(t["Hoopers"]["points"], 7)
        self.assertEqual(t["Net Gains"]["points"], 1)
        self.assertEqual(t["Rebounders"]["lost"], 1)

    def test_leader(self):
        self.assertEqual(standings(RESULTS)[0], "Hoopers")

    def test_goal_difference_breaks_tie(self):
        results = [("A", 30, "B", 10), ("C", 20, "D", 19)]
        self.assertEqual(standings(results), ["A", "C", "D", "B"])

    def test_full_order(self):
        self.assertEqual(standings(RESULTS), ["Hoopers", "Bibs United", "Rebounders", "Net Gains"])


if __name__ == "__main__":
    unittest.main()
