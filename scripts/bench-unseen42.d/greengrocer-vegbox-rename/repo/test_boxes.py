import unittest

from boxes import Box
from rounds import delivery_charge, round_sheet


class BoxTests(unittest.TestCase):
    def test_organic_price(self):
        self.assertEqual(Box("Ann", "small", organic=True).price(), 17.5)

    def test_bad_size(self):
        with self.assertRaises(ValueError):
            Box("Ann", "huge")

    def test_swap_limit(self):
        box = Box("Raj")
        box.swap("kale", "leeks")
        box.swap("beetroot", "carrots")
        with self.assertRaises(ValueError):
            box.swap("onions", "potatoes")

    def test_free_delivery(self):
        self.assertEqual(delivery_charge(Box("Raj", "large")), 0.0)

    def test_round_total(self):
        sheet = round_sheet([("Ann", "small", False), ("Raj", "large", True)])
        self.assertEqual(sheet[-1], "Round total: £44.50")


if __name__ == "__main__":
    unittest.main()
