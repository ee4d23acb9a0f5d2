import unittest

from league import goal_difference, record_result, standings


def make_table(results):
    table = {}
    for home, hg, away, ag in results:
        record_result(table, home, hg, away, ag)
    return table


class LeagueTests(unittest.TestCase):
    def test_win_gives_three_points(self):
        table = make_table([("Dynamo Kitchen", 5, "Real Ale Madrid", 2)])
        self.assertEqual(table["Dynamo Kitchen"]["points"], 3)
        self.assertEqual(table["Real Ale Madrid"]["points"], 0)

    def test_draw_gives_both_teams_a_point(self):
        table = make_table([("Dynamo Kitchen", 3, "Real Ale Madrid", 3)])
        self.assertEqual(table["Dynamo Kitchen"]["points"], 1)
        self.assertEqual(table["Real Ale Madrid"]["points"], 1)

    def test_goal_difference(self):
        table = make_table([("Dynamo Kitchen", 1, "Sporting Chance", 4)])
        self.assertEqual(goal_difference(table["Dynamo Kitchen"]), -3)

    def test_leader_is_first(self):
        table = make_table([("Dynamo Kitchen", 6, "Real Ale Madrid", 1),
                            ("Sporting Chance", 2, "Dynamo Kitchen", 2),
                            ("Real Ale Madrid", 0, "Sporting Chance", 1)])
        order = [row["team"] for row in standings(table)]
        self.assertEqual(order, ["Dynamo Kitchen", "Sporting Chance", "Real Ale Madrid"])

    def test_goals_scored_breaks_a_tie(self):
        table = make_table([("Dynamo Kitchen", 4, "Real Ale Madrid", 3),
                            ("Real Ale Madrid", 3, "Sporting Chance", 1)])
        self.assertEqual(standings(table)[0]["team"], "Real Ale Madrid")


if __name__ == "__main__":
    unittest.main()
