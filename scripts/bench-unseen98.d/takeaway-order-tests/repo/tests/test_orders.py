import unittest

from orders import apply_promo, delivery_charge, order_total, subtotal


class SubtotalTests(unittest.TestCase):
    def test_subtotal(self):
        self.assertAlmostEqual(subtotal([("chicken chow mein", 2), ("egg fried rice", 1)]), 20.80)

    def test_empty_order(self):
        self.assertEqual(subtotal([]), 0)


class DeliveryTests(unittest.TestCase):
    def test_small_order_pays_delivery(self):
        self.assertEqual(delivery_charge(18.00, 2), 2.50)

    def test_free_delivery_from_25(self):
        self.assertEqual(delivery_charge(25.00, 3), 0.0)
        self.assertEqual(delivery_charge(31.40, 1), 0.0)

    def test_too_far(self):
        with self.assertRaises(ValueError):
            delivery_charge(40.00, 6)


class PromoTests(unittest.TestCase):
    def test_no_code(self):
        self.assertEqual(apply_promo(20.00), 20.00)

    def test_student_code(self):
        self.assertAlmostEqual(apply_promo(20.00, "student10"), 18.00)

    def test_unknown_code(self):
        with self.assertRaises(ValueError):
            apply_promo(20.00, "FREEFOOD")


class TotalTests(unittest.TestCase):
    def test_collection_has_no_fee(self):
        self.assertAlmostEqual(order_total([("crispy beef", 1)], collection=True), 9.80)

    def test_delivery_with_promo(self):
        items = [("sweet and sour pork", 2), ("prawn crackers", 1)]
        self.assertAlmostEqual(order_total(items, miles=2, promo="WELCOME15"), 20.01)


if __name__ == "__main__":
    unittest.main()
