import unittest

import till


class TillTests(unittest.TestCase):
    def test_basket_total(self):
        self.assertEqual(till.basket_total(["apple", "juice", "cookie"]), 145)

    def test_empty_basket(self):
        self.assertEqual(till.basket_total([]), 0)

    def test_unknown_item(self):
        with self.assertRaises(KeyError):
            till.basket_total(["chewing gum"])

    def test_under_limit(self):
        self.assertTrue(till.can_buy(100, ["flapjack", "juice"]))

    def test_exactly_at_limit(self):
        self.assertTrue(till.can_buy(200, ["crisps", "crisps"]))

    def test_over_limit(self):
        self.assertFalse(till.can_buy(260, ["water", "apple"]))

    def test_pence_to_pounds(self):
        self.assertEqual(till.pence_to_pounds(150), "£1.50")
        self.assertEqual(till.pence_to_pounds(45), "£0.45")
        self.assertEqual(till.pence_to_pounds(300), "£3.00")

    def test_receipt(self):
        self.assertEqual(
            till.receipt(["crisps", "water"]),
            "crisps    £0.50\nwater     £0.40\nTOTAL     £0.90",
        )


if __name__ == "__main__":
    unittest.main()
