import unittest

from postage import order_postage, postage
from shop import checkout_total


class PostageTests(unittest.TestCase):
    def test_light_letter(self):
        self.assertEqual(postage(0.05), 0.85)

    def test_weight_exactly_on_band_limit(self):
        self.assertEqual(postage(0.1), 0.85)
        self.assertEqual(postage(0.75), 1.55)

    def test_medium_parcel(self):
        self.assertEqual(postage(1.2), 3.20)

    def test_signed_and_international(self):
        self.assertEqual(postage(0.5, signed=True), 3.05)
        self.assertEqual(postage(0.5, international=True), 3.10)

    def test_too_heavy(self):
        with self.assertRaises(ValueError):
            postage(12)

    def test_order_includes_packaging(self):
        self.assertEqual(order_postage([0.03, 0.03]), 0.85)
        self.assertEqual(order_postage([0.5, 0.25]), 3.20)

    def test_checkout(self):
        self.assertEqual(checkout_total([(12.00, 2, 0.4)]), 27.20)
        self.assertEqual(checkout_total([(30.00, 2, 0.4)]), 60.00)


if __name__ == "__main__":
    unittest.main()
