import unittest

import isbn


class Isbn10Test(unittest.TestCase):
    def test_valid(self):
        self.assertTrue(isbn.is_valid_isbn10("0-306-40615-2"))
        self.assertTrue(isbn.is_valid_isbn10("0 8044 2957 x"))

    def test_invalid(self):
        self.assertFalse(isbn.is_valid_isbn10("0-306-40615-3"))
        self.assertFalse(isbn.is_valid_isbn10("12345"))


class Isbn13Test(unittest.TestCase):
    def test_check_digit(self):
        self.assertEqual(isbn.isbn13_check_digit("978030640615"), "7")
        self.assertEqual(isbn.isbn13_check_digit("978186197271"), "2")

    def test_valid(self):
        self.assertTrue(isbn.is_valid_isbn13("978-0-306-40615-7"))
        self.assertFalse(isbn.is_valid_isbn13("978-0-306-40615-8"))

    def test_convert(self):
        self.assertEqual(isbn.to_isbn13("0-306-40615-2"), "9780306406157")
        self.assertEqual(isbn.to_isbn13("080442957X"), "9780804429573")


if __name__ == "__main__":
    unittest.main()
