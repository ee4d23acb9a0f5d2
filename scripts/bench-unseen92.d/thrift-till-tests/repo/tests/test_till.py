import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import till


class TillTests(unittest.TestCase):
    def test_white_tag_is_full_price(self):
        self.assertAlmostEqual(till.item_price(10.00, "white"), 10.00)

    def test_yellow_tag_is_half_price(self):
        self.assertAlmostEqual(till.item_price(10.00, "yellow"), 5.00)

    def test_blue_tag_is_quarter_off(self):
        self.assertAlmostEqual(till.item_price(8.00, "blue"), 6.00)

    def test_unknown_tag_is_full_price(self):
        self.assertAlmostEqual(till.item_price(4.00, "green"), 4.00)

    def test_donated_goods_have_no_vat(self):
        self.assertAlmostEqual(till.line_vat(10.00, new_goods=False), 0.00)

    def test_new_goods_have_vat(self):
        self.assertAlmostEqual(till.line_vat(10.00, new_goods=True), 2.00)

    def test_basket_total(self):
        items = [(12.00, "yellow", False), (5.00, "white", True), (8.00, "blue", False)]
        self.assertAlmostEqual(till.basket_total(items), 18.00)

    def test_gift_aid_note(self):
        self.assertEqual(till.gift_aid_note(25.00), "Ask about Gift Aid")
        self.assertEqual(till.gift_aid_note(5.00), "")


if __name__ == "__main__":
    unittest.main()
