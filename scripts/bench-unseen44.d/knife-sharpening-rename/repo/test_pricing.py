import unittest

from pricing import blade_charge, job_total, minutes_needed
from tickets import ticket_lines


class PricingTests(unittest.TestCase):
    def test_short_kitchen_knife(self):
        self.assertEqual(blade_charge("kitchen", 20), 5.0)

    def test_long_serrated_knife(self):
        self.assertEqual(blade_charge("serrated", 30), 9.0)

    def test_trade_discount(self):
        self.assertEqual(job_total([("kitchen", 20), ("garden", 40)], trade=True), 12.75)

    def test_minutes(self):
        self.assertEqual(minutes_needed([("kitchen", 20)] * 3), 15)

    def test_ticket(self):
        self.assertEqual(ticket_lines("Rosa", [("scissors", 18)])[1], "  scissors (18cm)  £6.00")


if __name__ == "__main__":
    unittest.main()
