import unittest

from textstats import count_vowels, longest_word, word_count


class TextStatsTest(unittest.TestCase):
    def test_vowels_lowercase(self):
        self.assertEqual(count_vowels("banana"), 3)

    def test_vowels_mixed_case(self):
        self.assertEqual(count_vowels("Apple PIE"), 4)

    def test_word_count(self):
        self.assertEqual(word_count("  one two   three "), 3)

    def test_longest_word(self):
        self.assertEqual(longest_word("a quick fox"), "quick")
        self.assertEqual(longest_word(""), "")


if __name__ == "__main__":
    unittest.main()
