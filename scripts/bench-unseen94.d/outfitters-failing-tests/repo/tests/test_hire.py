import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import hire


class ItemPriceTests(unittest.TestCase):
    def test_short_hire(self):
        self.assertAlmostEqual(hire.item_price("tent", 3), 36.00)

    def test_full_week_pays_five_days(self):
        self.assertAlmostEqual(hire.item_price("stove", 7), 20.00)

    def test_ten_days(self):
        self.assertAlmostEqual(hire.item_price("backpack", 10), 40.00)

    def test_zero_days_rejected(self):
        with self.assertRaises(ValueError):
            hire.item_price("tent", 0)


class TotalTests(unittest.TestCase):
    def test_hire_total(self):
        items = {"tent": 1, "sleeping_bag": 2}
        self.assertAlmostEqual(hire.hire_total(items, 2), 48.00)

    def test_week_total(self):
        items = {"tent": 2, "stove": 1}
        self.assertAlmostEqual(hire.hire_total(items, 7), 140.00)


class DepositTests(unittest.TestCase):
    def test_small_hire_minimum_deposit(self):
        self.assertAlmostEqual(hire.deposit(30.00), 20.00)

    def test_large_hire_percentage(self):
        self.assertAlmostEqual(hire.deposit(200.00), 60.00)


if __name__ == "__main__":
    unittest.main()
