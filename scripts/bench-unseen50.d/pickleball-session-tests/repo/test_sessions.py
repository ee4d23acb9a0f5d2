import unittest

from sessions import courts_needed, session_fee, session_starts, sitting_out


class SessionTimesTests(unittest.TestCase):
    def test_first_session_at_opening(self):
        self.assertEqual(session_starts()[0], (9, 0))

    def test_last_session_finishes_at_closing(self):
        self.assertEqual(session_starts()[-1], (20, 15))

    def test_sixteen_sessions_a_day(self):
        self.assertEqual(len(session_starts()), 16)


class CourtTests(unittest.TestCase):
    def test_full_courts(self):
        self.assertEqual(courts_needed(8), 2)

    def test_part_full_court_still_needs_a_court(self):
        self.assertEqual(courts_needed(6), 2)

    def test_capped_at_four_courts(self):
        self.assertEqual(courts_needed(21), 4)

    def test_sitting_out(self):
        self.assertEqual(sitting_out(19), 3)


class FeeTests(unittest.TestCase):
    def test_members_only(self):
        self.assertEqual(session_fee(4, 0), 12.0)

    def test_mixed_group_with_paddles(self):
        self.assertEqual(session_fee(3, 1, paddles=2), 17.5)


if __name__ == "__main__":
    unittest.main()
