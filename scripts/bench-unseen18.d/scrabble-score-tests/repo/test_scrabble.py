import unittest

from scrabble import letter_score, word_score


class ScrabbleTest(unittest.TestCase):
    def test_plain_word(self):
        self.assertEqual(word_score("QUIZ"), 22)

    def test_lowercase_letters_count_the_same(self):
        self.assertEqual(letter_score("k"), 5)
        self.assertEqual(word_score("jazz"), 29)

    def test_double_letter_and_word(self):
        self.assertEqual(word_score("FOX", double_letters=(2,)), 21)
        self.assertEqual(word_score("CAT", double_word=True), 10)

    def test_triple_word(self):
        self.assertEqual(word_score("Wheel", triple_word=True), 33)

    def test_seven_letter_bingo(self):
        self.assertEqual(word_score("QUIZZES"), 84)
        self.assertEqual(word_score("RAINBOW"), 62)
        self.assertEqual(word_score("ZEBRAS"), 17)


if __name__ == "__main__":
    unittest.main()
