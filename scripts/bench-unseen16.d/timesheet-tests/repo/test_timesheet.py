import unittest

from timesheet import shift_hours, to_minutes, week_hours, weekly_pay


class ShiftTests(unittest.TestCase):
    def test_day_shift_with_break(self):
        self.assertEqual(shift_hours("07:30", "16:00", 30), 8.0)

    def test_shift_past_midnight(self):
        self.assertEqual(shift_hours("18:00", "02:00"), 8.0)
        self.assertEqual(shift_hours("22:30", "06:30", 60), 7.0)

    def test_week_hours(self):
        shifts = [("08:00", "12:00", 0), ("20:00", "01:00", 0), ("09:00", "17:30", 30)]
        self.assertEqual(week_hours(shifts), 17.0)
        self.assertEqual(to_minutes("00:05"), 5)


class PayTests(unittest.TestCase):
    def test_no_overtime(self):
        self.assertEqual(weekly_pay(38, 12.0), 456.0)
        self.assertEqual(weekly_pay(40, 12.0), 480.0)

    def test_overtime_only_for_extra_hours(self):
        self.assertEqual(weekly_pay(45, 12.0), 570.0)
        self.assertEqual(weekly_pay(42, 11.5), 494.5)


if __name__ == "__main__":
    unittest.main()
