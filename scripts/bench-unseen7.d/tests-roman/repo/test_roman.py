import unittest

from roman import chapter_heading, from_roman, to_roman


class ToRomanTest(unittest.TestCase):
    def test_simple(self):
        self.assertEqual(to_roman(3), "III")
        self.assertEqual(to_roman(8), "VIII")

    def test_subtractive(self):
        self.assertEqual(to_roman(14), "XIV")
        self.assertEqual(to_roman(1994), "MCMXCIV")

    def test_out_of_range(self):
        with self.assertRaises(ValueError):
            to_roman(0)
        with self.assertRaises(ValueError):
            to_roman(4000)


class FromRomanTest(unittest.TestCase):
    def test_simple(self):
        self.assertEqual(from_roman("XXVII"), 27)
        self.assertEqual(from_roman(" iii "), 3)

    def test_subtractive(self):
        self.assertEqual(from_roman("XIV"), 14)
        self.assertEqual(from_roman("MCMXCIV"), 1994)
        self.assertEqual(from_roman("CDXLIV"), 444)

    def test_round_trip(self):
        for n in range(1, 4000):
            self.assertEqual(from_roman(to_roman(n)), n)


class HeadingTest(unittest.TestCase):
    def test_heading(self):
        self.assertEqual(chapter_heading(9, "The Storm"), "Chapter IX: The Storm")


if __name__ == "__main__":
    unittest.main()
