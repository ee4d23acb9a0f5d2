import unittest

from bookings import book, cancel, new_class, spaces_left


class BookingTest(unittest.TestCase):
    def setUp(self):
        self.cls = new_class("Hatha", 2)

    def test_spaces_left(self):
        self.assertEqual(spaces_left(self.cls), 2)
        book(self.cls, "ana")
        self.assertEqual(spaces_left(self.cls), 1)

    def test_full_class_goes_to_waitlist(self):
        self.assertEqual(book(self.cls, "ana"), "booked")
        self.assertEqual(book(self.cls, "ben"), "booked")
        self.assertEqual(book(self.cls, "cat"), "waitlisted")
        self.assertEqual(self.cls["booked"], ["ana", "ben"])

    def test_no_double_booking(self):
        book(self.cls, "ana")
        self.assertEqual(book(self.cls, "ana"), "already booked")

    def test_cancel_promotes_waitlist(self):
        for name in ["ana", "ben", "cat", "dev"]:
            book(self.cls, name)
        cancel(self.cls, "ana")
        self.assertEqual(self.cls["booked"], ["ben", "cat"])
        self.assertEqual(self.cls["waitlist"], ["dev"])


if __name__ == "__main__":
    unittest.main()
