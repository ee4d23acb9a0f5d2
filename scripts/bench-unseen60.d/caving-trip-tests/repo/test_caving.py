import unittest

from caving import can_go, instructors_needed, trip_price


class InstructorTest(unittest.TestCase):
    def test_one_instructor_for_a_small_group(self):
        self.assertEqual(instructors_needed(6, juniors=0), 1)

    def test_a_seventh_caver_needs_a_second_instructor(self):
        self.assertEqual(instructors_needed(7, juniors=0), 2)

    def test_juniors_need_tighter_ratio(self):
        self.assertEqual(instructors_needed(5, juniors=5), 2)
        self.assertEqual(instructors_needed(8, juniors=4), 2)


class AgeTest(unittest.TestCase):
    def test_minimum_ages(self):
        self.assertTrue(can_go(8, "taster"))
        self.assertFalse(can_go(7, "taster"))
        self.assertFalse(can_go(13, "through trip"))
        self.assertTrue(can_go(14, "through trip"))


class PriceTest(unittest.TestCase):
    def test_family_taster(self):
        self.assertEqual(trip_price("taster", [42, 40, 9, 11]), 140.00)

    def test_through_trip(self):
        self.assertEqual(trip_price("through trip", [30, 31, 35]), 285.00)


if __name__ == "__main__":
    unittest.main()
