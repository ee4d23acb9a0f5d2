import unittest

from names import display_name, initials, last_name


class InitialsTest(unittest.TestCase):
    def test_two_words(self):
        self.assertEqual(initials("ada lovelace"), "AL")

    def test_three_words(self):
        self.assertEqual(initials("Grace brewster Hopper"), "GBH")

    def test_extra_spaces(self):
        self.assertEqual(initials("  alan   turing "), "AT")

    def test_empty(self):
        self.assertEqual(initials(""), "")


class OtherNamesTest(unittest.TestCase):
    def test_last_name(self):
        self.assertEqual(last_name("Katherine Johnson"), "Johnson")
        self.assertEqual(last_name(""), "")

    def test_display_name(self):
        self.assertEqual(display_name("  linus  torvalds"), "Linus Torvalds")


if __name__ == "__main__":
    unittest.main()
