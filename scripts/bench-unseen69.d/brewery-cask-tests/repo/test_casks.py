import unittest

from casks import cask_duty, cask_price, order_total


class CaskPriceTests(unittest.TestCase):
    def test_duty_on_a_firkin(self):
        self.assertAlmostEqual(cask_duty("firkin", 4.0), 14.76)

    def test_price_of_a_pin(self):
        self.assertAlmostEqual(cask_price("pin", 3.8), 45.01)

    def test_unknown_cask_refused(self):
        with self.assertRaises(ValueError):
            cask_price("barrel", 4.0)

    def test_single_firkin_pays_delivery(self):
        self.assertAlmostEqual(order_total([("firkin", 4.0, 1)]), 96.76)

    def test_three_casks_no_discount(self):
        self.assertAlmostEqual(order_total([("firkin", 4.0, 3)]), 254.28)

    def test_four_casks_get_trade_discount(self):
        self.assertAlmostEqual(order_total([("firkin", 4.0, 4)]), 322.09)

    def test_four_pins_discounted_then_delivery(self):
        self.assertAlmostEqual(order_total([("pin", 3.8, 4)]), 183.04)

    def test_mixed_order_with_discount(self):
        order = [("kilderkin", 5.2, 2), ("pin", 3.8, 3)]
        self.assertAlmostEqual(order_total(order), 452.00)


if __name__ == "__main__":
    unittest.main()
