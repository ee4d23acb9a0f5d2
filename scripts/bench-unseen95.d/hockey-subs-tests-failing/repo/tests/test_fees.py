import unittest

import fees


class SubsTests(unittest.TestCase):
    def test_single_subs(self):
        self.assertEqual(fees.annual_subs("senior"), 180.0)
        self.assertEqual(fees.annual_subs("junior"), 60.0)

    def test_unknown_category(self):
        with self.assertRaises(ValueError):
            fees.annual_subs("veteran")

    def test_family_under_cap(self):
        self.assertEqual(fees.family_subs(["senior", "junior"]), 240.0)

    def test_family_capped(self):
        self.assertEqual(fees.family_subs(["senior", "senior", "junior"]), 300.0)


class MatchFeeTests(unittest.TestCase):
    def test_one_player_one_match(self):
        self.assertEqual(fees.match_fees(1, 1), 6.0)

    def test_full_team_season(self):
        self.assertEqual(fees.match_fees(11, 10), 660.0)


class PitchTests(unittest.TestCase):
    def test_offpeak(self):
        self.assertEqual(fees.pitch_hire(10, 2), 110.0)

    def test_across_peak_start(self):
        self.assertEqual(fees.pitch_hire(16, 2), 140.0)

    def test_weekend(self):
        self.assertEqual(fees.pitch_hire(10, 2, weekend=True), 170.0)

    def test_zero_hours(self):
        with self.assertRaises(ValueError):
            fees.pitch_hire(10, 0)


if __name__ == "__main__":
    unittest.main()
