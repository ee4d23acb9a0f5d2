import unittest

from classes import ParkourClass, class_price


class PriceTests(unittest.TestCase):
    def test_adult_drop_in(self):
        self.assertEqual(class_price(30), 12.00)

    def test_junior_drop_in(self):
        self.assertEqual(class_price(12), 9.00)

    def test_sixteen_pays_adult_price(self):
        self.assertEqual(class_price(16), 12.00)

    def test_pass_prices(self):
        self.assertEqual(class_price(25, use_pass=True), 10.00)
        self.assertEqual(class_price(10, use_pass=True), 7.50)


class BookingTests(unittest.TestCase):
    def test_booking_reduces_spaces(self):
        c = ParkourClass("Beginners", capacity=3)
        self.assertEqual(c.book("Ana"), 2)
        self.assertEqual(c.spaces_left(), 2)

    def test_full_class_refuses_booking(self):
        c = ParkourClass("Flow", capacity=2)
        c.book("Ana")
        c.book("Ben")
        with self.assertRaises(ValueError):
            c.book("Cal")
        self.assertEqual(c.attendees, ["Ana", "Ben"])

    def test_double_booking_refused(self):
        c = ParkourClass("Flow")
        c.book("Ana")
        with self.assertRaises(ValueError):
            c.book("Ana")

    def test_cancel_frees_space(self):
        c = ParkourClass("Flow", capacity=1)
        c.book("Ana")
        c.cancel("Ana")
        self.assertEqual(c.book("Ben"), 0)


if __name__ == "__main__":
    unittest.main()
