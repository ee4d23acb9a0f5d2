import unittest

from grades import class_average, letter, percent


class PercentTest(unittest.TestCase):
    def test_simple(self):
        self.assertEqual(percent(45, 60), 75.0)

    def test_rounding(self):
        self.assertEqual(percent(2, 3), 66.7)

    def test_zero_points(self):
        self.assertEqual(percent(0, 40), 0.0)

    def test_bad_total(self):
        with self.assertRaises(ValueError):
            percent(10, 0)


class LetterTest(unittest.TestCase):
    def test_clear_grades(self):
        self.assertEqual(letter(95), "A")
        self.assertEqual(letter(72.5), "C")
        self.assertEqual(letter(12), "F")

    def test_on_the_boundary(self):
        self.assertEqual(letter(90), "A")
        self.assertEqual(letter(80), "B")
        self.assertEqual(letter(60), "D")

    def test_just_below(self):
        self.assertEqual(letter(59.9), "F")


class AverageTest(unittest.TestCase):
    def test_average(self):
        self.assertEqual(class_average([70, 80, 95]), 81.7)

    def test_empty_class(self):
        self.assertIsNone(class_average([]))


if __name__ == "__main__":
    unittest.main()
