import unittest

from churros import dips_price, free_bag_due, order_total, portion_price


class PortionTest(unittest.TestCase):
    def test_portion_sizes(self):
        self.assertEqual(portion_price(3), 4.00)
        self.assertEqual(portion_price(12), 12.00)

    def test_no_odd_sizes(self):
        with self.assertRaises(ValueError):
            portion_price(5)


class DipTest(unittest.TestCase):
    def test_dips_on_a_small_bag(self):
        self.assertEqual(dips_price(6, 2), 2.40)

    def test_first_dip_free_with_a_dozen(self):
        self.assertEqual(dips_price(12, 1), 0.00)
        self.assertEqual(dips_price(12, 3), 2.40)

    def test_sharing_box_order(self):
        self.assertEqual(order_total(12, dips=2, sugar="salted caramel"), 13.20)


class LoyaltyTest(unittest.TestCase):
    def test_every_eighth_bag_free(self):
        self.assertTrue(free_bag_due(8))
        self.assertTrue(free_bag_due(16))
        self.assertFalse(free_bag_due(7))
        self.assertFalse(free_bag_due(0))


if __name__ == "__main__":
    unittest.main()
