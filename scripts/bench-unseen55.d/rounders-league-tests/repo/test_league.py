import unittest

from league import build_table, match_points


class MatchPointsTest(unittest.TestCase):
    def test_win_draw_loss(self):
        self.assertEqual(match_points(9, 6.5), 2)
        self.assertEqual(match_points(4.5, 4.5), 1)
        self.assertEqual(match_points(3, 8), 0)


class TableTest(unittest.TestCase):
    def test_away_win_counts_for_away_team(self):
        rows = {r[0]: r for r in build_table([("Hares", 4, "Otters", 7.5)])}
        self.assertEqual(rows["Otters"], ("Otters", 1, 2, 7.5, 4))
        self.assertEqual(rows["Hares"], ("Hares", 1, 0, 4, 7.5))

    def test_leader_first(self):
        table = build_table([("Hares", 4, "Otters", 7.5), ("Badgers", 6, "Hares", 6)])
        self.assertEqual(table[0][0], "Otters")

    def test_difference_breaks_ties(self):
        results = [("Hares", 10, "Otters", 2), ("Badgers", 5, "Voles", 4)]
        order = [r[0] for r in build_table(results)]
        self.assertEqual(order, ["Hares", "Badgers", "Voles", "Otters"])


if __name__ == "__main__":
    unittest.main()
