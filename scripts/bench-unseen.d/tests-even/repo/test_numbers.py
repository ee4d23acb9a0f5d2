import unittest

from numbers_ import is_even, evens


class NumbersTest(unittest.TestCase):
    def test_is_even(self):
        self.assertTrue(is_even(4))
        self.assertFalse(is_even(3))

    def test_evens(self):
        self.assertEqual(evens([1, 2, 3, 4]), [2, 4])


if __name__ == "__main__":
    unittest.main()
