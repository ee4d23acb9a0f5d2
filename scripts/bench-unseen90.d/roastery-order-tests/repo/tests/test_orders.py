import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import orders


class BagPriceTests(unittest.TestCase):
    def test_whole_bean_has_no_grind_fee(self):
        self.assertAlmostEqual(orders.bag_price(250), 7.50)
        self.assertAlmostEqual(orders.bag_price(1000, "whole"), 25.00)

    def test_ground_coffee_costs_50p_more(self):
        self.assertAlmostEqual(orders.bag_price(500, "espresso"), 14.00)
        self.assertAlmostEqual(orders.bag_price(250, "cafetiere"), 8.00)

    def test_unknown_size_or_grind(self):
        with self.assertRaises(ValueError):
            orders.bag_price(300)
        with self.assertRaises(ValueError):
            orders.bag_price(250, "turkish")


class OrderTests(unittest.TestCase):
    def test_subtotal(self):
        lines = [(1000, "filter", 1), (250, "whole", 2)]
        self.assertAlmostEqual(orders.order_subtotal(lines), 40.50)

    def test_small_order_pays_shipping(self):
        self.assertAlmostEqual(orders.order_total([(250, "whole", 2)]), 18.95)

    def test_exactly_thirty_pounds_ships_free(self):
        self.assertAlmostEqual(orders.shipping(30.00), 0.0)
        self.assertAlmostEqual(orders.order_total([(250, "whole", 4)]), 30.00)

    def test_just_under_thirty_pays_shipping(self):
        self.assertAlmostEqual(orders.shipping(29.99), 3.95)

    def test_subscriber_discount(self):
        self.assertAlmostEqual(orders.order_total([(1000, "whole", 2)], subscriber=True), 45.00)
        self.assertAlmostEqual(orders.order_total([(500, "whole", 2)], subscriber=True), 28.25)

    def test_zero_quantity_rejected(self):
        with self.assertRaises(ValueError):
            orders.order_subtotal([(250, "whole", 0)])


if __name__ == "__main__":
    unittest.main()
