import unittest

from cart import Cart, apply_discount


class DiscountTest(unittest.TestCase):
    def test_no_discount(self):
        self.assertEqual(apply_discount(80.0, 0), 80.0)

    def test_quarter_off(self):
        self.assertEqual(apply_discount(80.0, 25), 60.0)

    def test_rounding(self):
        self.assertEqual(apply_discount(10.0, 33), 6.7)

    def test_invalid(self):
        with self.assertRaises(ValueError):
            apply_discount(10.0, 120)


class CartTest(unittest.TestCase):
    def test_total_with_discount(self):
        cart = Cart()
        cart.add("mug", 12.5, 2)
        cart.add("tea", 5.0)
        self.assertEqual(cart.subtotal(), 30.0)
        self.assertEqual(cart.total(10), 27.0)


if __name__ == "__main__":
    unittest.main()
