import unittest

from invoices import harbour_takings, invoice_lines
from moorings import calc_fee


class FeeTests(unittest.TestCase):
    def test_visitor_pontoon(self):
        self.assertAlmostEqual(calc_fee("pontoon", 10, 2), 62.00)

    def test_short_boat_charged_minimum(self):
        self.assertAlmostEqual(calc_fee("swinging", 4.5, 1), 10.80)

    def test_resident_with_power(self):
        self.assertAlmostEqual(calc_fee("wall", 8, 5, resident=True, shore_power=True), 86.00)

    def test_unknown_berth(self):
        with self.assertRaises(ValueError):
            calc_fee("dry dock", 8, 1)


class InvoiceTests(unittest.TestCase):
    def test_invoice_amount(self):
        lines = invoice_lines({"name": "Kittiwake", "berth": "pontoon",
                               "length_m": 9.5, "nights": 3, "shore_power": True})
        self.assertEqual(lines[-1], "Amount due: £100.35")

    def test_takings(self):
        boats = [
            {"name": "A", "berth": "pontoon", "length_m": 10, "nights": 2},
            {"name": "B", "berth": "swinging", "length_m": 4.5, "nights": 1},
        ]
        self.assertAlmostEqual(harbour_takings(boats), 72.80)


if __name__ == "__main__":
    unittest.main()
