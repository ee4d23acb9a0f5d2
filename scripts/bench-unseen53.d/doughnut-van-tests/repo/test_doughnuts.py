import unittest

from doughnuts import change_due, order_total, price_for


class PriceTests(unittest.TestCase):
    def test_single_ring(self):
        self.assertEqual(price_for("ring", 1), 1.50)

    def test_box_of_six_filled(self):
        self.assertAlmostEqual(price_for("filled", 6), 11.88)

    def test_dozen_ring(self):
        self.assertEqual(price_for("ring", 12), 15.00)

    def test_box_of_six_and_two_more(self):
        self.assertAlmostEqual(price_for("ring", 8), 11.10)


class OrderTests(unittest.TestCase):
    def test_order_with_sprinkles(self):
        self.assertAlmostEqual(order_total(ring=3, filled=1, sprinkles=2), 7.30)

    def test_too_many_sprinkles(self):
        with self.assertRaises(ValueError):
            order_total(ring=1, sprinkles=2)

    def test_exact_money(self):
        self.assertEqual(change_due(10.00, 10.00), 0.0)

    def test_change(self):
        self.assertAlmostEqual(change_due(20.00, 11.10), 8.90)

    def test_not_enough(self):
        with self.assertRaises(ValueError):
            change_due(5.00, 7.30)


if __name__ == "__main__":
    unittest.main()
