import unittest

from strings import shout, whisper


class StringsTest(unittest.TestCase):
    def test_shout(self):
        self.assertEqual(shout("hey"), "HEY!")

    def test_whisper(self):
        self.assertEqual(whisper("Hey"), "hey...")


if __name__ == "__main__":
    unittest.main()
