import unittest

from walls import days_needed, quote, stone_tonnes, wall_area


class WallTests(unittest.TestCase):
    def test_area(self):
        self.assertEqual(wall_area(4, 1.2), 4.8)

    def test_no_stone_for_repairs(self):
        self.assertEqual(stone_tonnes(10, "repair"), 0)

    def test_stone_rounds_up_to_whole_tonnes(self):
        self.assertEqual(stone_tonnes(4.1, "new"), 5)
        self.assertEqual(stone_tonnes(5, "new"), 6)

    def test_part_days_count_as_full_days(self):
        self.assertEqual(days_needed(7), 3)
        self.assertEqual(days_needed(6), 2)
        self.assertEqual(days_needed(7, wallers=2), 2)

    def test_small_repair_quote(self):
        self.assertEqual(quote(5, 1, "repair"), 300.0)

    def test_big_rebuild_discount_is_on_labour_only(self):
        # 24 m2 of new wall: labour 3360 less 5% = 3192, plus 29 tonnes of stone = 2465
        self.assertEqual(quote(20, 1.2, "new"), 5657.0)


if __name__ == "__main__":
    unittest.main()
