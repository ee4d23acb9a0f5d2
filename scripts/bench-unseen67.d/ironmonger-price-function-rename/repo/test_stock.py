import unittest

from stock import calc_price


class PriceTests(unittest.TestCase):
    def test_single_item(self):
        self.assertAlmostEqual(calc_price("padlock 40mm", 1), 9.99)

    def test_bulk_discount(self):
        self.assertAlmostEqual(calc_price("brass hinge 75mm", 10), 32.30)

    def test_trade_and_bulk(self):
        self.assertAlmostEqual(calc_price("brass hinge 75mm", 10, trade=True), 29.07)

    def test_unknown_item(self):
        with self.assertRaises(KeyError):
            calc_price("garden gnome", 1)


if __name__ == "__main__":
    unittest.main()
