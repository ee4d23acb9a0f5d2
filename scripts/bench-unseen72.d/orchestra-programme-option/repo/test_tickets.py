import unittest

from tickets import order_total, ticket_price


class TicketTests(unittest.TestCase):
    def test_stalls_full_price(self):
        self.assertEqual(ticket_price("stalls"), 24.00)

    def test_concession(self):
        self.assertEqual(ticket_price("circle", concession=True), 13.50)

    def test_unknown_section(self):
        with self.assertRaises(ValueError):
            ticket_price("box")

    def test_single_concert(self):
        self.assertEqual(order_total([("stalls", False), ("stalls", True)]), 43.50)

    def test_season_discount(self):
        self.assertEqual(order_total([("balcony", False)], concerts=4), 44.70)


if __name__ == "__main__":
    unittest.main()
