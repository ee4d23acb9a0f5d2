import unittest

from workshop import person_price, booking_total, deposit


class PersonPriceTests(unittest.TestCase):
    def test_included_pieces_cost_nothing_extra(self):
        self.assertAlmostEqual(person_price("taster"), 35.00)
        self.assertAlmostEqual(person_price("half-day", 1), 60.00)

    def test_extra_pieces_are_charged_for_firing(self):
        self.assertAlmostEqual(person_price("half-day", 3), 63.50)
        self.assertAlmostEqual(person_price("full-day", 5), 105.50)

    def test_unknown_session(self):
        with self.assertRaises(ValueError):
            person_price("evening")


class BookingTotalTests(unittest.TestCase):
    def test_single_person(self):
        self.assertAlmostEqual(booking_total("taster", 1), 35.00)

    def test_small_group_pays_full_price(self):
        self.assertAlmostEqual(booking_total("half-day", 3, pieces=3), 190.50)

    def test_group_of_four_gets_discount(self):
        self.assertAlmostEqual(booking_total("taster", 4), 126.00)

    def test_big_group_with_gift_box(self):
        self.assertAlmostEqual(booking_total("full-day", 6, pieces=4, gift_box=True), 555.80)

    def test_needs_someone(self):
        with self.assertRaises(ValueError):
            booking_total("taster", 0)


class DepositTests(unittest.TestCase):
    def test_deposit(self):
        self.assertAlmostEqual(deposit(126.00), 31.50)
        self.assertAlmostEqual(deposit(35.00), 10.00)


if __name__ == "__main__":
    unittest.main()
