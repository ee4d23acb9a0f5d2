import unittest
from datetime import date

from fines import days_overdue, due_date, fine_pence, format_pence


class FineTests(unittest.TestCase):
    def test_due_after_three_weeks(self):
        self.assertEqual(due_date(date(2024, 3, 1)), date(2024, 3, 22))
        self.assertEqual(days_overdue(date(2024, 3, 1), date(2024, 3, 22)), 0)
        self.assertEqual(days_overdue(date(2024, 3, 1), date(2024, 3, 25)), 3)

    def test_grace_period(self):
        self.assertEqual(fine_pence(date(2024, 3, 1), date(2024, 3, 24)), 0)
        self.assertEqual(fine_pence(date(2024, 3, 1), date(2024, 3, 25)), 75)

    def test_children_pay_half(self):
        self.assertEqual(fine_pence(date(2024, 3, 1), date(2024, 3, 31), child=True), 112)
        self.assertIsInstance(fine_pence(date(2024, 3, 1), date(2024, 3, 31), child=True), int)

    def test_fine_is_capped(self):
        self.assertEqual(fine_pence(date(2024, 1, 1), date(2024, 6, 1)), 1000)
        self.assertEqual(fine_pence(date(2024, 1, 1), date(2024, 6, 1), child=True), 500)

    def test_format_pence(self):
        self.assertEqual(format_pence(1000), "£10.00")
        self.assertEqual(format_pence(75), "£0.75")
        self.assertEqual(format_pence(105), "£1.05")


if __name__ == "__main__":
    unittest.main()
