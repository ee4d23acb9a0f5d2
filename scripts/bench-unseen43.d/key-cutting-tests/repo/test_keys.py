import unittest

from keys import copy_price, order_total, recut_free


class CopyPriceTests(unittest.TestCase):
    def test_single_key(self):
        self.assertEqual(copy_price("standard", 1), 4.5)

    def test_two_keys_full_price(self):
        self.assertEqual(copy_price("standard", 2), 9.0)

    def test_third_key_discounted(self):
        self.assertEqual(copy_price("mortice", 3), 19.6)

    def test_no_keys(self):
        self.assertEqual(copy_price("security", 0), 0.0)


class OrderTests(unittest.TestCase):
    def test_order_with_tags(self):
        self.assertEqual(order_total([("standard", 4), ("security", 1)], tags=2), 30.2)


class RecutTests(unittest.TestCase):
    def test_day_thirty_still_free(self):
        self.assertTrue(recut_free(30))

    def test_too_late(self):
        self.assertFalse(recut_free(31))

    def test_needs_receipt(self):
        self.assertFalse(recut_free(3, receipt=False))


if __name__ == "__main__":
    unittest.main()
