import unittest

from chores import assign, points, season

HOUSE = ["Ana", "Ben", "Cal"]
CHORES = ["bins", "bathroom", "kitchen"]


class AssignTests(unittest.TestCase):
    def test_first_week_in_order(self):
        self.assertEqual(assign(HOUSE, CHORES, 1), {"Ana": "bins", "Ben": "bathroom", "Cal": "kitchen"})

    def test_rotates_each_week(self):
        self.assertEqual(assign(HOUSE, CHORES, 2), {"Ana": "bathroom", "Ben": "kitchen", "Cal": "bins"})
        self.assertEqual(assign(HOUSE, CHORES, 4), assign(HOUSE, CHORES, 1))

    def test_too_few_chores(self):
        with self.assertRaises(ValueError):
            assign(HOUSE, ["bins"], 1)


class PointsTests(unittest.TestCase):
    def test_points_add_up_over_weeks(self):
        self.assertEqual(points(season(HOUSE, CHORES, 3)), {"Ana": 6, "Ben": 6, "Cal": 6})
        self.assertEqual(points(season(HOUSE, CHORES, 2)), {"Ana": 4, "Ben": 5, "Cal": 3})

    def test_no_weeks(self):
        self.assertEqual(points([]), {})


if __name__ == "__main__":
    unittest.main()
