import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from pricing import grade_mult, shelf_price  # noqa: E402


class PricingTests(unittest.TestCase):
    def test_grade_mult_ignores_case(self):
        self.assertEqual(grade_mult(" vf "), 2.0)

    def test_unknown_grade(self):
        with self.assertRaises(ValueError):
            grade_mult("XX")

    def test_shelf_price_key_issue(self):
        self.assertEqual(shelf_price(1.75, "FN", key_issue=True), 4.9)

    def test_minimum_price(self):
        self.assertEqual(shelf_price(1.00, "P"), 0.50)


if __name__ == "__main__":
    unittest.main()
