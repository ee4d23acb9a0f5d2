import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from belts import belt_for_points, points_to_next, progress_line  # noqa: E402


class BeltTests(unittest.TestCase):
    def test_beginner_is_white(self):
        self.assertEqual(belt_for_points(0), "white")
        self.assertEqual(belt_for_points(9), "white")

    def test_exact_threshold_earns_belt(self):
        self.assertEqual(belt_for_points(10), "yellow")
        self.assertEqual(belt_for_points(25), "orange")
        self.assertEqual(belt_for_points(100), "brown")

    def test_between_thresholds(self):
        self.assertEqual(belt_for_points(24), "yellow")
        self.assertEqual(belt_for_points(69), "green")
        self.assertEqual(belt_for_points(140), "brown")

    def test_points_to_next(self):
        self.assertEqual(points_to_next(40), (5, "green"))
        self.assertEqual(points_to_next(100), (0, None))

    def test_progress_line(self):
        self.assertEqual(progress_line("Ava", 10), "Ava: yellow belt (10 pts), 15 more for orange")
        self.assertEqual(progress_line("Mia", 100), "Mia: brown belt (100 pts) - top grade reached")


if __name__ == "__main__":
    unittest.main()
