import unittest

from studio import annealing_hours, class_price, collection_day


class PriceTests(unittest.TestCase):
    def test_single(self):
        self.assertEqual(class_price(1), 65.0)

    def test_member_pair(self):
        self.assertEqual(class_price(2, member=True), 117.0)

    def test_group_of_four_gets_reduction(self):
        self.assertEqual(class_price(4), 240.0)

    def test_full_class_of_members(self):
        self.assertEqual(class_price(6, member=True), 331.0)

    def test_too_many(self):
        with self.assertRaises(ValueError):
            class_price(7)


class AnnealingTests(unittest.TestCase):
    def test_thin_piece_minimum(self):
        self.assertEqual(annealing_hours(6), 2)

    def test_part_hour_rounds_up(self):
        self.assertEqual(annealing_hours(20), 4)

    def test_thick_paperweight(self):
        self.assertEqual(annealing_hours(30), 5)


class CollectionTests(unittest.TestCase):
    def test_wraps_to_next_week(self):
        self.assertEqual(collection_day("Sat"), "Mon")


if __name__ == "__main__":
    unittest.main()
