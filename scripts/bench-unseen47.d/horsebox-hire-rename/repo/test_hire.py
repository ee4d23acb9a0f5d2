import unittest

from hire import DEP, days_charged, hire_price, refund_due
from invoices import due_at_pickup, invoice_lines


class HireTests(unittest.TestCase):
    def test_week_is_charged_as_five_days(self):
        self.assertEqual(days_charged(7), 5)
        self.assertEqual(days_charged(9), 7)

    def test_extra_miles(self):
        self.assertEqual(hire_price("single", 2, 160), 197.0)

    def test_refund_keeps_damage_and_late_hours(self):
        self.assertEqual(refund_due(damage=40.0, late_hours=2), DEP - 60.0)
        self.assertEqual(refund_due(damage=400.0), 0.0)

    def test_pickup_includes_deposit(self):
        self.assertEqual(due_at_pickup("lorry", 1), 160.0 + DEP)
        self.assertEqual(invoice_lines("Jo", "single", 1)[2], "Refundable deposit: £250.00")


if __name__ == "__main__":
    unittest.main()
