import unittest

import orders


class OrderTests(unittest.TestCase):
    def test_line_total_plain(self):
        self.assertAlmostEqual(orders.line_total(20.00, 3), 60.00)

    def test_line_total_with_bulbs(self):
        self.assertAlmostEqual(orders.line_total(20.00, 2, with_bulbs=True), 47.00)

    def test_single_lamp(self):
        self.assertAlmostEqual(orders.line_total(35.00, 1), 35.00)

    def test_delivery_charged_below_threshold(self):
        self.assertAlmostEqual(orders.order_total([50.00]), 56.95)

    def test_free_delivery_at_threshold(self):
        self.assertAlmostEqual(orders.order_total([60.00, 40.00]), 100.00)

    def test_free_delivery_above_threshold(self):
        self.assertAlmostEqual(orders.order_total([150.00]), 150.00)

    def test_vat_included(self):
        self.assertAlmostEqual(orders.vat_included(120.00), 20.00)


if __name__ == "__main__":
    unittest.main()
