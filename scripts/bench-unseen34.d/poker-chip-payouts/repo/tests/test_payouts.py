import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from payouts import announce, payouts, prize_pool, split_for  # noqa: E402


class PrizePoolTests(unittest.TestCase):
    def test_pool_counts_rebuys(self):
        self.assertEqual(prize_pool(6), 60)
        self.assertEqual(prize_pool(6, rebuys=3), 75)


class SplitTests(unittest.TestCase):
    def test_small_games_are_winner_takes_all(self):
        for players in (2, 3, 4, 5):
            self.assertEqual(split_for(players), [100])

    def test_six_to_nine_pays_two_places(self):
        for players in (6, 7, 8, 9):
            self.assertEqual(split_for(players), [65, 35])

    def test_ten_or_more_pays_three_places(self):
        self.assertEqual(split_for(10), [50, 30, 20])
        self.assertEqual(split_for(20), [50, 30, 20])
        with self.assertRaises(ValueError):
            split_for(21)


class PayoutTests(unittest.TestCase):
    def test_payouts_add_up_to_pool(self):
        for players in range(2, 21):
            for rebuys in (0, 1, 4):
                self.assertEqual(sum(payouts(players, rebuys)), prize_pool(players, rebuys))

    def test_nine_players_odd_pound_goes_to_winner(self):
        self.assertEqual(payouts(9), [59, 31])

    def test_announcement(self):
        self.assertEqual(announce(5, rebuys=2), "Pot £60: 1st £60")


if __name__ == "__main__":
    unittest.main()
