import unittest

from tennis import game_score, replay


class CallTests(unittest.TestCase):
    def test_early_points(self):
        self.assertEqual(game_score(0, 0), "love-all")
        self.assertEqual(game_score(1, 0), "15-love")
        self.assertEqual(game_score(2, 3), "30-40")

    def test_forty_all_is_deuce(self):
        self.assertEqual(game_score(3, 3), "deuce")
        self.assertEqual(game_score(5, 5), "deuce")

    def test_advantage_goes_to_the_leader(self):
        self.assertEqual(game_score(4, 3), "advantage player 1")
        self.assertEqual(game_score(6, 7), "advantage player 2")

    def test_game(self):
        self.assertEqual(game_score(4, 1), "game player 1")
        self.assertEqual(game_score(3, 5), "game player 2")
        self.assertEqual(game_score(8, 6), "game player 1")


class ReplayTests(unittest.TestCase):
    def test_long_game(self):
        self.assertEqual(
            replay("1212121211"),
            ["15-love", "15-all", "30-15", "30-all", "40-30", "deuce",
             "advantage player 1", "deuce", "advantage player 1", "game player 1"],
        )

    def test_bad_point(self):
        with self.assertRaises(ValueError):
            replay("12x")


if __name__ == "__main__":
    unittest.main()
