import unittest

from fees import calc_fee
from invoices import invoice_lines


class FeeTests(unittest.TestCase):
    def test_mid_level(self):
        self.assertEqual(calc_fee(42000, "mid"), 7560.00)

    def test_minimum_fee(self):
        self.assertEqual(calc_fee(12000, "junior"), 2500.00)

    def test_temp_credit(self):
        self.assertEqual(calc_fee(60000, "senior", temp_fees_paid=3000), 10500.00)

    def test_unknown_level(self):
        with self.assertRaises(ValueError):
            calc_fee(50000, "intern")

    def test_invoice_total(self):
        lines = invoice_lines("Acme", [{"candidate": "A", "salary": 42000, "level": "mid"}])
        self.assertEqual(lines[-1], "  Total £9,072.00")


if __name__ == "__main__":
    unittest.main()
