import unittest

import fees
from quote_letter import quote_letter


class FeeTests(unittest.TestCase):
    def test_basic(self):
        self.assertEqual(fees.calc_fee("homebuyer report", 250_000), 575.00)

    def test_value_steps(self):
        self.assertEqual(fees.calc_fee("building survey", 520_000), 1015.00)

    def test_listed(self):
        self.assertEqual(fees.calc_fee("condition report", 300_000, listed=True), 474.00)

    def test_unknown(self):
        with self.assertRaises(ValueError):
            fees.calc_fee("valuation", 200_000)

    def test_letter(self):
        text = quote_letter("Mr Singh", "4 Mill Lane", "homebuyer report", 410_000)
        self.assertIn("£635.00 plus VAT, £762.00 in total", text)


if __name__ == "__main__":
    unittest.main()
