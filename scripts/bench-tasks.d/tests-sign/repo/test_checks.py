import unittest

from checks import is_positive, positives


class ChecksTest(unittest.TestCase):
    def test_is_positive(self):
        self.assertTrue(is_positive(3))
        self.assertFalse(is_positive(-2))

    def test_positives(self):
        self.assertEqual(positives([-1, 2, -3, 4]), [2, 4])


if __name__ == "__main__":
    unittest.main()
