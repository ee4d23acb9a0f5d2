import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import stats  # noqa: E402


class OversTests(unittest.TestCase):
    def test_whole_overs(self):
        self.assertEqual(stats.overs_to_balls(20), 120)
        self.assertEqual(stats.overs_to_balls(4.0), 24)

    def test_part_overs(self):
        self.assertEqual(stats.overs_to_balls(12.3), 75)
        self.assertEqual(stats.overs_to_balls(0.5), 5)
        self.assertEqual(stats.overs_to_balls(7.1), 43)

    def test_round_trip(self):
        self.assertEqual(stats.balls_to_overs(75), 12.3)


class RateTests(unittest.TestCase):
    def test_run_rate(self):
        self.assertEqual(stats.run_rate(75, 12.3), 6.0)
        self.assertEqual(stats.run_rate(0, 0), 0.0)

    def test_economy(self):
        self.assertEqual(stats.economy(22, 3.4), 6.0)

    def test_required_rate(self):
        self.assertEqual(stats.required_rate(151, 100, 14.3), 9.27)
        self.assertIsNone(stats.required_rate(151, 100, 20))


if __name__ == "__main__":
    unittest.main()
