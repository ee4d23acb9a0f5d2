import unittest

from eggs import box_price, grade, honesty_box_total, sort_collection


class GradeTests(unittest.TestCase):
    def test_grades(self):
        self.assertEqual(grade(50), "small")
        self.assertEqual(grade(53), "medium")
        self.assertEqual(grade(68), "large")
        self.assertEqual(grade(73), "very_large")

    def test_sort_collection(self):
        counts = sort_collection([55, 60, 70, 75, 52])
        self.assertEqual(counts, {"small": 1, "medium": 2, "large": 1, "very_large": 1})


class PriceTests(unittest.TestCase):
    def test_dozen(self):
        self.assertEqual(box_price("large", 12), 3.60)

    def test_half_dozen(self):
        self.assertEqual(box_price("medium", 6), 1.50)

    def test_odd_number_refused(self):
        with self.assertRaises(ValueError):
            box_price("small", 10)

    def test_honesty_box(self):
        self.assertEqual(honesty_box_total([("large", 6), ("very_large", 12), ("small", 6)]), 7.20)


if __name__ == "__main__":
    unittest.main()
