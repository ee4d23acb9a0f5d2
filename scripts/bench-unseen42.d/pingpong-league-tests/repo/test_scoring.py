import unittest

from scoring import game_winner, league_points, match_winner, server


class GameTests(unittest.TestCase):
    def test_straight_win(self):
        self.assertEqual(game_winner(11, 6), "A")

    def test_must_win_by_two(self):
        self.assertIsNone(game_winner(11, 10))

    def test_deuce_win(self):
        self.assertEqual(game_winner(12, 14), "B")

    def test_still_going(self):
        self.assertIsNone(game_winner(9, 7))


class MatchTests(unittest.TestCase):
    def test_three_games_needed(self):
        self.assertIsNone(match_winner([(11, 5), (11, 8)]))

    def test_three_nil(self):
        self.assertEqual(match_winner([(11, 5), (11, 8), (13, 11)]), "A")

    def test_five_setter(self):
        games = [(11, 9), (7, 11), (11, 13), (11, 4), (9, 11)]
        self.assertEqual(match_winner(games), "B")

    def test_league_points(self):
        self.assertEqual(league_points([(5, 11), (8, 11), (9, 11)]), {"B": 2, "A": 0})


class ServeTests(unittest.TestCase):
    def test_serve_changes_every_two(self):
        self.assertEqual([server(n) for n in range(5)], ["A", "A", "B", "B", "A"])


if __name__ == "__main__":
    unittest.main()
