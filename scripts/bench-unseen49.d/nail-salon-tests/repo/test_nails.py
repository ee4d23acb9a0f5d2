import unittest

from nails import (appointment_minutes, appointment_price, finish_time,
                   fits_before_close)


class NailBarTests(unittest.TestCase):
    def test_minutes_with_removal(self):
        self.assertEqual(appointment_minutes(["gel", "nail_art"], removal=True), 75)

    def test_plain_price(self):
        self.assertEqual(appointment_price(["manicure", "pedicure"]), 50.0)

    def test_student_price(self):
        self.assertEqual(appointment_price(["gel"], student=True), 27.2)

    def test_student_price_with_removal(self):
        self.assertEqual(appointment_price(["gel"], removal=True, student=True), 33.15)

    def test_finish_time(self):
        self.assertEqual(finish_time("16:20", ["gel"]), "17:05")

    def test_finish_time_morning(self):
        self.assertEqual(finish_time("09:00", ["manicure"]), "09:30")

    def test_finishing_right_on_closing_is_fine(self):
        self.assertTrue(fits_before_close("17:15", ["gel"]))

    def test_too_late(self):
        self.assertFalse(fits_before_close("17:20", ["gel"]))


if __name__ == "__main__":
    unittest.main()
