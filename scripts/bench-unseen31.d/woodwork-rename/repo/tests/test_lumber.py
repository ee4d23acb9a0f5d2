import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lumber import board_ft, cost  # noqa: E402


class LumberTests(unittest.TestCase):
    def test_one_board_foot(self):
        self.assertEqual(board_ft(1, 12, 1), 1.0)

    def test_several_pieces(self):
        self.assertEqual(board_ft(1, 10, 6, pieces=2), 10.0)

    def test_cost_with_waste(self):
        self.assertEqual(cost("pine", 1, 12, 10), 24.15)

    def test_cost_without_waste(self):
        self.assertEqual(cost("oak", 1, 12, 4, waste=False), 35.0)


if __name__ == "__main__":
    unittest.main()
