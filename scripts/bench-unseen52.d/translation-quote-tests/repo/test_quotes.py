import unittest

from quotes import count_words, quote, working_days


class QuoteTests(unittest.TestCase):
    def test_simple_quote(self):
        self.assertEqual(quote(1000, "French"), 90.0)

    def test_minimum_charge(self):
        self.assertEqual(quote(100, "german"), 35.0)

    def test_rush_job(self):
        self.assertEqual(quote(1000, "polish", rush=True), 165.0)

    def test_certified_copy(self):
        self.assertEqual(quote(500, "japanese", certified=True), 100.0)

    def test_count_words_ignores_extra_spaces(self):
        self.assertEqual(count_words("Dear  Sir,\nplease find  attached "), 5)

    def test_one_day_job(self):
        self.assertEqual(working_days(1500), 1)

    def test_part_days_round_up(self):
        self.assertEqual(working_days(4500), 3)

    def test_exact_days(self):
        self.assertEqual(working_days(4000), 2)


if __name__ == "__main__":
    unittest.main()
