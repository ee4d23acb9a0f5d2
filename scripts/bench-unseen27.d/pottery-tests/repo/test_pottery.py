import unittest

from pottery import clay_bags_to_order, course_price, kiln_firings, spare_places


class ClayTests(unittest.TestCase):
    def test_exact_number_of_bags(self):
        self.assertEqual(clay_bags_to_order(8), 2)

    def test_part_bag_means_another_bag(self):
        self.assertEqual(clay_bags_to_order(9), 3)
        self.assertEqual(clay_bags_to_order(1), 1)

    def test_empty_class(self):
        self.assertEqual(clay_bags_to_order(0), 0)


class KilnTests(unittest.TestCase):
    def test_firings(self):
        self.assertEqual(kiln_firings(28), 2)
        self.assertEqual(kiln_firings(29), 3)
        self.assertEqual(kiln_firings(0), 0)


class PriceTests(unittest.TestCase):
    def test_full_price(self):
        self.assertEqual(course_price(6, 15.0), 102.0)

    def test_member_discount_is_on_tuition_only(self):
        self.assertEqual(course_price(6, 15.0, member=True), 93.0)
        self.assertEqual(course_price(8, 20.0, member=True), 156.0)

    def test_spare_places(self):
        self.assertEqual(spare_places(["Ann", "Raj", "Lu"]), 7)
        self.assertEqual(spare_places(["x"] * 12), 0)


if __name__ == "__main__":
    unittest.main()
