import unittest
from datetime import date

from circus import can_join, class_price, pass_expiry, pass_price


class AgeTest(unittest.TestCase):
    def test_old_enough_on_the_day(self):
        self.assertTrue(can_join("aerial silks", 8))
        self.assertTrue(can_join("trapeze", 12))

    def test_too_young(self):
        self.assertFalse(can_join("aerial silks", 7))
        self.assertFalse(can_join("juggling", 5))


class PriceTest(unittest.TestCase):
    def test_adult_price(self):
        self.assertEqual(class_price("aerial silks", 30), 18.00)

    def test_children_get_a_quarter_off(self):
        self.assertEqual(class_price("aerial silks", 10), 13.50)
        self.assertEqual(class_price("juggling", 15), 7.50)

    def test_ten_class_pass(self):
        self.assertEqual(pass_price("juggling", 10, 30), 80.00)

    def test_child_five_class_pass(self):
        self.assertEqual(pass_price("juggling", 5, 9), 33.75)


class ExpiryTest(unittest.TestCase):
    def test_five_class_pass_lasts_45_days(self):
        self.assertEqual(pass_expiry(date(2024, 3, 1), 5), date(2024, 4, 15))


if __name__ == "__main__":
    unittest.main()
