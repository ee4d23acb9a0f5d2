import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import lessons


class LessonPriceTests(unittest.TestCase):
    def test_half_hour(self):
        self.assertAlmostEqual(lessons.lesson_price(30), 18.00)

    def test_forty_five_minutes(self):
        self.assertAlmostEqual(lessons.lesson_price(45), 27.00)

    def test_too_short(self):
        with self.assertRaises(ValueError):
            lessons.lesson_price(20)


class BookingTotalTests(unittest.TestCase):
    def test_single_lesson(self):
        self.assertAlmostEqual(lessons.booking_total(60, 1), 36.00)

    def test_five_lessons_no_discount(self):
        self.assertAlmostEqual(lessons.booking_total(60, 5), 180.00)

    def test_block_of_six_gets_discount(self):
        self.assertAlmostEqual(lessons.booking_total(60, 6), 194.40)

    def test_student_single(self):
        self.assertAlmostEqual(lessons.booking_total(30, 1, student=True), 15.30)

    def test_student_block(self):
        self.assertAlmostEqual(lessons.booking_total(60, 6, student=True), 165.24)

    def test_no_lessons(self):
        with self.assertRaises(ValueError):
            lessons.booking_total(60, 0)


class HireTests(unittest.TestCase):
    def test_free_weeks(self):
        self.assertEqual(lessons.instrument_hire(2), 0.0)

    def test_paid_weeks(self):
        self.assertAlmostEqual(lessons.instrument_hire(6), 18.00)


if __name__ == "__main__":
    unittest.main()
