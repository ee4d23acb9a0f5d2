import unittest

from lessons import block_price, lesson_price, parse_slot, sort_slots


class LessonPriceTests(unittest.TestCase):
    def test_adult_prices(self):
        self.assertEqual(lesson_price(30), 18.0)
        self.assertEqual(lesson_price(45), 27.0)
        self.assertEqual(lesson_price(60), 36.0)

    def test_student_gets_a_quarter_off(self):
        self.assertEqual(lesson_price(60, student=True), 27.0)
        self.assertEqual(lesson_price(30, student=True), 13.5)

    def test_odd_length_refused(self):
        with self.assertRaises(ValueError):
            lesson_price(50)

    def test_block_of_six_has_one_free(self):
        self.assertEqual(block_price(6, 30), 90.0)
        self.assertEqual(block_price(12, 60, student=True), 270.0)
        self.assertEqual(block_price(5, 45), 135.0)


class TimetableTests(unittest.TestCase):
    def test_parse_slot(self):
        self.assertEqual(parse_slot("Tue 17:30"), (1, 1050))

    def test_slots_sorted_through_the_week(self):
        slots = ["Thu 16:00", "Mon 18:30", "Sat 10:00", "Mon 17:00", "Tue 09:15"]
        self.assertEqual(
            sort_slots(slots),
            ["Mon 17:00", "Mon 18:30", "Tue 09:15", "Thu 16:00", "Sat 10:00"],
        )


if __name__ == "__main__":
    unittest.main()
