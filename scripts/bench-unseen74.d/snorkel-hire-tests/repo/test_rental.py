import unittest

from rental import deposit, hire_price, refund


class HirePriceTests(unittest.TestCase):
    def test_single_item(self):
        self.assertEqual(hire_price(["mask"]), 4.00)

    def test_full_set_is_cheaper(self):
        self.assertEqual(hire_price(["mask", "snorkel", "fins"]), 9.00)

    def test_set_plus_wetsuit_for_two_days(self):
        self.assertEqual(hire_price(["fins", "mask", "wetsuit", "snorkel"], days=2), 34.00)

    def test_child_gets_a_quarter_off(self):
        self.assertEqual(hire_price(["mask", "snorkel"], child=True), 4.88)

    def test_child_set_for_three_days(self):
        self.assertEqual(hire_price(["mask", "snorkel", "fins"], days=3, child=True), 20.25)

    def test_unknown_item(self):
        with self.assertRaises(ValueError):
            hire_price(["surfboard"])


class DepositTests(unittest.TestCase):
    def test_deposit(self):
        self.assertEqual(deposit(["mask", "fins"]), 20.00)

    def test_refund_on_time(self):
        self.assertEqual(refund(["mask", "fins"]), 20.00)

    def test_refund_late(self):
        self.assertEqual(refund(["mask", "fins"], days_late=3), 5.00)

    def test_refund_never_negative(self):
        self.assertEqual(refund(["mask"], days_late=4), 0.0)


if __name__ == "__main__":
    unittest.main()
