import unittest

from catering import trays_needed, order_net, order_gross


class TraysTest(unittest.TestCase):
    def test_exact_trays(self):
        self.assertEqual(trays_needed(12), 2)

    def test_partial_tray_rounds_up(self):
        self.assertEqual(trays_needed(13), 3)
        self.assertEqual(trays_needed(1), 1)

    def test_no_guests(self):
        self.assertEqual(trays_needed(0), 0)


class PriceTest(unittest.TestCase):
    def test_net_with_salsa(self):
        self.assertAlmostEqual(order_net("chicken", 10, salsa_pots=2), 55.00)

    def test_salsa_free_for_big_orders(self):
        self.assertAlmostEqual(order_net("veggie", 30, salsa_pots=4), 100.00)

    def test_gross_includes_vat(self):
        self.assertAlmostEqual(order_gross("beef", 12), 64.80)

    def test_unknown_filling(self):
        with self.assertRaises(ValueError):
            order_net("fish", 6)


if __name__ == "__main__":
    unittest.main()
