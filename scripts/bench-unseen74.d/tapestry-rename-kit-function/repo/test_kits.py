import unittest

from kits import calc_kit
from orders import order_total


class KitTests(unittest.TestCase):
    def test_charted_kit(self):
        self.assertEqual(calc_kit(30, 30, 12), 31.2)

    def test_printed_kit(self):
        self.assertEqual(calc_kit(40, 50, 8, printed_canvas=True), 48.0)

    def test_small_order_pays_postage(self):
        self.assertEqual(order_total([{"width_cm": 30, "height_cm": 30, "colours": 12}]), 35.15)


if __name__ == "__main__":
    unittest.main()
