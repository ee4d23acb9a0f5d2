import unittest

from clinic import cancellation_fee, course_price, session_price


class SessionPriceTests(unittest.TestCase):
    def test_follow_up(self):
        self.assertEqual(session_price(), 50.00)

    def test_first_consultation(self):
        self.assertEqual(session_price(first_visit=True), 65.00)

    def test_concession_follow_up(self):
        self.assertEqual(session_price(concession=True), 40.00)

    def test_concession_first_consultation(self):
        self.assertEqual(session_price(first_visit=True, concession=True), 55.00)


class CoursePriceTests(unittest.TestCase):
    def test_standard_course(self):
        self.assertEqual(course_price(), 270.00)

    def test_concession_course_gets_money_off_every_session(self):
        self.assertEqual(course_price(concession=True), 216.00)


class CancellationTests(unittest.TestCase):
    def test_plenty_of_notice_is_free(self):
        self.assertEqual(cancellation_fee(48), 0.0)

    def test_exactly_a_day_is_free(self):
        self.assertEqual(cancellation_fee(24), 0.0)

    def test_under_a_day_is_half(self):
        self.assertEqual(cancellation_fee(10), 25.00)

    def test_four_hours_is_still_half(self):
        self.assertEqual(cancellation_fee(4, first_visit=True), 32.50)

    def test_under_four_hours_is_full_price(self):
        self.assertEqual(cancellation_fee(3, concession=True), 40.00)


if __name__ == "__main__":
    unittest.main()
