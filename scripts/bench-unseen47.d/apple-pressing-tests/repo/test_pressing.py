import unittest

from pressing import bottles_needed, juice_litres, press_fee, visit_total


class PressingTests(unittest.TestCase):
    def test_juice(self):
        self.assertEqual(juice_litres(10), 6.0)
        self.assertEqual(juice_litres(25), 15.0)

    def test_bottles_exact(self):
        self.assertEqual(bottles_needed(10), 8)

    def test_part_bottle_still_needs_a_bottle(self):
        self.assertEqual(bottles_needed(12), 10)   # 7.2 litres
        self.assertEqual(bottles_needed(1), 1)     # 0.6 litres

    def test_minimum_fee(self):
        self.assertEqual(press_fee(4), 3.0)
        self.assertEqual(press_fee(20), 6.0)

    def test_total_with_our_bottles(self):
        self.assertEqual(visit_total(10), 7.8)     # 3.00 press + 8 bottles

    def test_pasteurising_is_per_bottle(self):
        self.assertEqual(visit_total(12, own_bottles=True, pasteurise=True), 8.6)   # 3.60 + 10 x 0.50


if __name__ == "__main__":
    unittest.main()
