import unittest

from morse import decode, encode


class EncodeTest(unittest.TestCase):
    def test_single_word(self):
        self.assertEqual(encode("SOS"), "... --- ...")

    def test_lowercase_and_words(self):
        self.assertEqual(encode("hi there"), ".... .. / - .... . .-. .")


class DecodeTest(unittest.TestCase):
    def test_single_word(self):
        self.assertEqual(decode("... --- ..."), "SOS")

    def test_several_words(self):
        self.assertEqual(decode(".-- .... .- - / .... .- - .... / --. --- -.. / .-- .-. --- ..- --. .... -"),
                         "WHAT HATH GOD WROUGHT")

    def test_round_trip(self):
        text = "MEET AT 10 TOMORROW"
        self.assertEqual(decode(encode(text)), text)


if __name__ == "__main__":
    unittest.main()
