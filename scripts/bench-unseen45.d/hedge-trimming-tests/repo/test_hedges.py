import unittest

from hedges import face_area, needs_platform, quote, waste_bags


class HedgeTests(unittest.TestCase):
    def test_face_area(self):
        self.assertEqual(face_area(10, 2), 40)
        self.assertEqual(face_area(10, 2, both_sides=False), 20)

    def test_platform_only_for_tall_hedges(self):
        self.assertFalse(needs_platform(2.5))
        self.assertTrue(needs_platform(3))

    def test_part_full_bag_still_counts(self):
        self.assertEqual(waste_bags(13), 3)
        self.assertEqual(waste_bags(12), 2)
        self.assertEqual(waste_bags(1), 1)

    def test_quote_with_waste(self):
        # 8m x 2m both sides = 32 sq m -> 35.20, 6 bags -> 24.00, plus call-out
        self.assertEqual(quote(8, 2), 84.2)

    def test_quote_tall_hedge_no_waste(self):
        self.assertEqual(quote(5, 3, both_sides=False, take_waste=False), 81.5)


if __name__ == "__main__":
    unittest.main()
